import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import proxyAddress from "@fastify/proxy-addr";
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Database } from "./kernel/database/database.ts";
import {
  authRoutes,
  createSessions,
  deviceWatch,
  passwordResetRoutes,
  sessionStore,
  stepUpMethods,
  stepUpRoutes,
  twoFactorRoutes,
} from "./modules/auth/index.ts";
import { adminOverviewRoutes } from "./modules/admin-overview/index.ts";
import { applicationRoutes } from "./modules/applications/index.ts";
import { auditRoutes } from "./modules/audit/index.ts";
import { commentRoutes } from "./modules/comments/index.ts";
import {
  calendarRoutes,
  eventCoverRoutes,
  eventParticipationRoutes,
  eventRoutes,
  eventSeriesRoutes,
  memberSearchRoutes,
} from "./modules/events/index.ts";
import { healthRoutes } from "./modules/health/index.ts";
import { homeRoutes } from "./modules/home/index.ts";
import { invitationCodeRoutes } from "./modules/invitation-codes/index.ts";
import { eventCategoryRoutes } from "./modules/event-categories/index.ts";
import { mailingRoutes, unsubscribeRoutes } from "./modules/mailings/index.ts";
import { galleryRoutes, galleryService } from "./modules/gallery/index.ts";
import { createMediaStorage, type MediaStorage } from "./kernel/media-storage/storage.ts";
import { metricsRoutes } from "./modules/metrics/index.ts";
import { httpRequestDuration } from "./observability/metrics.ts";
import { memberAdminRoutes, settingsRoutes } from "./modules/members/index.ts";
import { oidcRoutes } from "./modules/oidc/index.ts";
import { avatarRoutes, profileRoutes } from "./modules/profiles/index.ts";
import { adminInvitationRoutes, registrationRoutes } from "./modules/registration/index.ts";
import { createOutbox } from "./modules/outbox/index.ts";
import { siteRoutes } from "./modules/site/index.ts";
import { stayRoutes } from "./modules/stays/index.ts";
import { REQUEST_ID, proxyTrust, withClientAddress } from "./kernel/http/client-address.ts";
import { loggableUrl } from "./kernel/http/loggable-url.ts";
import { createResponseSerializerCompiler } from "./kernel/http/response-serializer.ts";
import { registerCsrfDefence } from "./plugins/csrf.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { registerJsonBodies } from "./plugins/json-body.ts";
import { registerOpenApi, registerOpenApiDocument } from "./plugins/openapi.ts";
import { createRateLimiter } from "./plugins/rate-limit.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerWebApp } from "./plugins/web-app.ts";
import { SUBSCRIBERS } from "./subscribers.ts";
import "./types.ts";

/** Every feature module, in one explicit list. */
const MODULES = [
  healthRoutes,
  metricsRoutes,
  siteRoutes,
  authRoutes,
  twoFactorRoutes,
  stepUpRoutes,
  passwordResetRoutes,
  oidcRoutes,
  invitationCodeRoutes,
  applicationRoutes,
  registrationRoutes,
  adminInvitationRoutes,
  settingsRoutes,
  memberAdminRoutes,
  galleryRoutes,
  eventCategoryRoutes,
  eventRoutes,
  eventCoverRoutes,
  eventSeriesRoutes,
  eventParticipationRoutes,
  calendarRoutes,
  memberSearchRoutes,
  commentRoutes,
  auditRoutes,
  mailingRoutes,
  unsubscribeRoutes,
  adminOverviewRoutes,
  profileRoutes,
  avatarRoutes,
  homeRoutes,
  stayRoutes,
];

/**
 * How long a client may take to send a request's headers, and the whole request with its body (ASVS 15.2.2):
 * Node's own defaults, the second of which Fastify turns off. A 20 MB upload then needs 0.6 Mbit/s. Node looks for
 * late requests every `checkEveryMs`.
 */
export const REQUEST_TIME_LIMIT = { headersTimeoutMs: 60_000, requestTimeoutMs: 300_000, checkEveryMs: 30_000 };

export interface AppOptions {
  config: Config;
  database: Database;
  webDistDir?: string;
  /** REQUEST_TIME_LIMIT unless given (tests shorten it). */
  requestTimeLimit?: typeof REQUEST_TIME_LIMIT;
  /** Where the log's lines go: stdout unless given (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Called for every route as it is added (the security tests read the server's own route list this way). */
  onRoute?: (route: RouteOptions) => void;
  /** The process's media store, which its owner closes; else the app opens one of its own and closes it. */
  mediaStorage?: MediaStorage;
}

/** One log line a request, written when it is answered, with what Fastify's "incoming request" line said. */
class AnsweredRequestsOnly extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      req: { method: request.method, url: loggableUrl(request.url) },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}

export async function buildApp({
  config,
  database,
  webDistDir,
  onRoute,
  requestTimeLimit = REQUEST_TIME_LIMIT,
  logStream,
  mediaStorage,
}: AppOptions): Promise<FastifyInstance> {
  const trusted = proxyTrust(config.trustedProxies);
  const app = Fastify({
    requestTimeout: requestTimeLimit.requestTimeoutMs,
    http: {
      headersTimeout: requestTimeLimit.headersTimeoutMs,
      connectionsCheckingInterval: requestTimeLimit.checkEveryMs,
    },
    logger: { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    logController: new AnsweredRequestsOnly(),
    // A request id from the proxy ties its log to ours; from anyone else it is ignored.
    genReqId: (raw) => {
      const given = raw.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) && trusted(raw.socket.remoteAddress, 0)
        ? given
        : randomUUID();
    },
    requestIdHeader: false,
    // Every line logged about a request (its request line, its authentication line) names the client's address, as
    // request.ip does (the same library, the same trust), bound with the request id in the request's one logger.
    childLoggerFactory: (logger, bindings, options, raw) =>
      logger.child({ ...bindings, clientAddress: proxyAddress(raw, trusted) }, options),
    trustProxy: trusted,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });
  if (onRoute) app.addHook("onRoute", onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler());
  registerJsonBodies(app);

  app.decorate("config", config);
  app.decorate("database", database);
  const mail = createOutbox(database, config);
  app.decorate(
    "sessions",
    createSessions(config, sessionStore(database.db), {
      stepUpMethods: (userId) => stepUpMethods(database.db, userId),
      devices: deviceWatch(database.db, mail),
    }),
  );
  app.decorate("rateLimiter", createRateLimiter(database.db));
  app.decorate("mail", mail);
  app.decorate("subscribers", SUBSCRIBERS);
  if (mediaStorage) app.decorate("mediaStorage", mediaStorage);
  else {
    const ownStorage = createMediaStorage(config);
    app.decorate("mediaStorage", ownStorage);
    app.addHook("onClose", async () => ownStorage.close());
  }
  // The gallery service every module reaches images through, over the app's one media store.
  app.decorate(
    "gallery",
    galleryService({
      db: database.db,
      clubTimezone: config.clubTimezone,
      storage: app.mediaStorage,
      onImagesDeleted: SUBSCRIBERS.imagesDeleted,
    }),
  );
  app.decorateRequest("member", null);
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  app.addHook("onResponse", (request, reply, done) => {
    httpRequestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? "unmatched", status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
  // The audit log stores it too: the handler runs knowing it (after the body is read, in a context of its own).
  app.addHook("preValidation", (request, _reply, done) => withClientAddress(request.ip, done));

  registerErrorHandling(app);
  await app.register(cookie);
  await registerSecurityHeaders(app);
  registerCsrfDefence(app);
  await registerOpenApi(app);
  for (const module of MODULES) await app.register(module);
  registerOpenApiDocument(app);
  await registerWebApp(app, webDistDir);
  return app;
}
