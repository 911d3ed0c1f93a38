import { createNotifications, digestsJob, gatheredEmailsJob } from "./modules/notifications/index.ts";
import { createConversations } from "./modules/conversations/index.ts";
import { createInboundMail } from "./modules/inbound-mail/index.ts";
import { loadSecretKey } from "./secret-key.ts";
import { createIntroductions } from "./modules/introductions/index.ts";
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
import { mailServerSet, type Config } from "./config.ts";
import type { Database } from "./kernel/database/database.ts";
import { createAuth, createSessions, deviceWatch, sessionStore, stepUpMethods } from "./modules/auth/index.ts";
import { createAdminOverview } from "./modules/admin-overview/index.ts";
import { createClubSettings } from "./modules/club-settings/index.ts";
import { createApplications } from "./modules/applications/index.ts";
import { createAudit } from "./modules/audit/index.ts";
import { createComments } from "./modules/comments/index.ts";
import { createEvents, eventRemindersJob } from "./modules/events/index.ts";
import { createHealth } from "./modules/health/index.ts";
import { createHome } from "./modules/home/index.ts";
import { createInvitationCodes } from "./modules/invitation-codes/index.ts";
import { createMailings } from "./modules/mailings/index.ts";
import { clubLink, type ClubContextSource } from "./email-templates/context.ts";
import { createGallery, mediaSweepJob } from "./modules/gallery/index.ts";
import { createEventCategories } from "./modules/event-categories/index.ts";
import { createSearch } from "./modules/search/index.ts";
import { createMediaStorage, type MediaStorage } from "./kernel/media-storage/storage.ts";
import { createMetrics } from "./modules/metrics/index.ts";
import { httpRequestDuration } from "./observability/metrics.ts";
import { createMembers } from "./modules/members/index.ts";
import { createOidc } from "./modules/oidc/index.ts";
import { createProfiles, removeMemberPhoto } from "./modules/profiles/index.ts";
import { createPrivacy, privacyJobs, reopenOnSignIn } from "./modules/privacy/index.ts";
import { createRetention, retentionJob } from "./modules/retention/index.ts";
import { createRegistration } from "./modules/registration/index.ts";
import { createOutbox } from "./modules/outbox/index.ts";
import { createSite } from "./modules/site/index.ts";
import { createStays } from "./modules/stays/index.ts";
import { createMembership, duesRemindersJob, tiersPriced } from "./modules/membership/index.ts";
import { createCommittees } from "./modules/committees/index.ts";
import { createExhibitions } from "./modules/exhibitions/index.ts";
import { REQUEST_ID, proxyTrust, withClientAddress } from "./kernel/http/client-address.ts";
import { loggableUrl } from "./kernel/http/loggable-url.ts";
import { mountRoutes, type RouteMounting } from "./kernel/http/route-table.ts";
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

/**
 * Every module built from what it depends on, in one explicit list: each answers its service and its route table.
 */
function buildModules(app: FastifyInstance) {
  const { database, config } = app;
  const clubSettings = createClubSettings({
    database,
    defaults: config,
    mail: app.mail,
    mailConfigured: mailServerSet(config),
    tiersPriced: () => tiersPriced(database.db),
  });
  // Every email, receipt, calendar file, archive and passkey says the club's name (and emails read its time zone and
  // locale) as the admins set them (club settings), read through the caller's transaction when she has one.
  const club: ClubContextSource = async (transaction) => {
    const settings = await clubSettings.service.read(transaction);
    return {
      publicUrl: config.publicUrl,
      clubName: settings.name,
      clubTimezone: settings.time_zone,
      clubLocale: settings.locale,
    };
  };
  app.mail.readContextFrom(club);
  // serve.ts's jobs (digests, reminders) read the same settings through the same service.
  app.decorate("clubSettings", clubSettings.service);
  app.decorate("club", club);
  // The gallery service every module reaches images through, over the app's one media store.
  const gallery = createGallery({
    db: database.db,
    dates: { locale: config.clubLocale, timeZone: config.clubTimezone },
    storage: app.mediaStorage,
    publicUrl: config.publicUrl,
    onImagesDeleted: SUBSCRIBERS.imagesDeleted,
    onImagesWithheld: SUBSCRIBERS.imagesWithheld,
    requireAdmin2fa: config.requireAdmin2fa,
  });
  const privacy = createPrivacy({
    db: database.db,
    storage: app.mediaStorage,
    mail: app.mail,
    clubName: async () => (await club()).clubName,
    rateLimiter: app.rateLimiter,
    proveRecently: (member) => app.sessions.requireRecentProofOf(member),
    deleteImages: (member, ids) => gallery.service.delete(member, ids),
    removeAvatar: (member) => removeMemberPhoto(database.db, app.mediaStorage, member),
  });
  // serve.ts starts the privacy jobs (archives, erasure) over its service.
  app.decorate("privacy", privacy.service);
  // serve.ts starts the daily retention pass over the periods the admins set in the club's settings.
  const retention = createRetention({
    db: database.db,
    periods: () => clubSettings.service.read(),
    removeExpiredArchives: (now) => privacy.service.removeExpiredArchives(now),
  });
  app.decorate("retention", retention.service);
  const comments = createComments({ db: database.db, mail: app.mail, requireAdmin2fa: config.requireAdmin2fa });
  const conversations = createConversations({ db: database.db, mail: app.mail });
  // Reply by email (decision 0064), when INBOUND_SMTP_PORT is set: notice emails carry a signed reply address, and
  // serve.ts starts the listener over this service, which posts through the comments' and conversations' services.
  const inboundMail = config.inboundMail
    ? createInboundMail({
        db: database.db,
        secret: loadSecretKey(config),
        inbound: config.inboundMail,
        comments: comments.service,
        conversations: conversations.service,
        rateLimiter: app.rateLimiter,
      })
    : undefined;
  if (inboundMail) app.mail.replyAddressFrom(inboundMail.replyAddress);
  app.decorate("inboundMail", inboundMail?.service);
  // What every instance does in the background, started by serve.ts; each group's runs go one after another.
  app.decorate("recurringJobs", [
    [mediaSweepJob(database.db, app.mediaStorage)],
    [eventRemindersJob(database.db, app.mail, club, config.reminderSweepMs)],
    [
      duesRemindersJob({
        db: database.db,
        currency: async () => (await clubSettings.service.read()).currency,
        mail: app.mail,
        clubName: async () => (await clubSettings.service.read()).name,
      }),
    ],
    privacyJobs(privacy.service),
    [retentionJob(retention.service)],
    [gatheredEmailsJob(database.db, app.mail)],
    [
      digestsJob(database.db, app.mail, {
        publicUrl: config.publicUrl,
        requireAdmin2fa: config.requireAdmin2fa,
        timeZone: async () => (await clubSettings.service.read()).time_zone,
      }),
    ],
  ]);
  return [
    clubSettings,
    createSite({ settings: clubSettings.service, config }),
    gallery,
    createHealth({ database }),
    createMetrics({ database, token: config.metricsToken }),
    createAudit({ db: database.db }),
    createHome({ db: database.db, clubTimezone: config.clubTimezone, log: app.log }),
    createAdminOverview({ database, mailServer: config.smtpUrl !== undefined }),
    createAuth({
      db: database.db,
      config,
      rateLimiter: app.rateLimiter,
      mail: app.mail,
      sessions: app.sessions,
      club,
    }),
    createInvitationCodes({
      db: database.db,
      mail: app.mail,
      invitationSettings: () => clubSettings.service.read(),
    }),
    createMailings({
      database,
      outbox: app.mail,
      club,
      publicUrl: config.publicUrl,
      mailServer: config.smtpUrl !== undefined,
      proveRecently: (actor) => app.sessions.requireRecentProofOf(actor),
      controls: async () => {
        const settings = await clubSettings.service.read();
        return {
          approvalThreshold: settings.mailing_approval_threshold,
          cancelWindowMinutes: settings.mailing_cancel_window_minutes,
        };
      },
    }),
    createOidc({
      db: database.db,
      config,
      startSession: async (request, reply, userId) => {
        await app.sessions.start(request, reply, userId);
      },
    }),
    createEvents({
      db: database.db,
      mail: app.mail,
      config,
      gallery: gallery.service,
      onEventDeleted: SUBSCRIBERS.eventDeleted,
      mailServer: mailServerSet(config),
      club,
    }),
    createMembership({
      db: database.db,
      currency: async () => (await clubSettings.service.read()).currency,
      mail: app.mail,
      clubName: async () => (await club()).clubName,
    }),
    createCommittees({ db: database.db }),
    createExhibitions({ db: database.db, currency: async () => (await clubSettings.service.read()).currency }),
    createEventCategories({ db: database.db }),
    createProfiles({ db: database.db, storage: app.mediaStorage }),
    comments,
    createApplications({
      db: database.db,
      mail: app.mail,
      mailServer: mailServerSet(config),
      clubCountry: async () => (await clubSettings.service.read()).country,
      secret: loadSecretKey(config),
      votesNeeded: async () => (await clubSettings.service.read()).votes_needed,
    }),
    createMembers({
      db: database.db,
      config,
      rateLimiter: app.rateLimiter,
      onDeactivated: SUBSCRIBERS.memberDeactivated,
      removal: SUBSCRIBERS.memberRemoval,
    }),
    createStays({ db: database.db, outbox: app.mail, storage: app.mediaStorage, config, club }),
    createRegistration({
      db: database.db,
      mail: app.mail,
      mailServer: mailServerSet(config),
      config,
      sessions: app.sessions,
    }),
    createSearch({ database }),
    privacy,
    createNotifications({
      database,
      onClose: (close) => app.addHook("preClose", close),
      digestPage: {
        clubName: async () => (await club()).clubName,
        settingsUrl: clubLink(config, "/settings#notifications"),
      },
    }),
    conversations,
    ...(inboundMail ? [inboundMail] : []),
    createIntroductions({ db: database.db }),
  ];
}

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
      // Signing in while her account is closing reopens it (decision 0047).
      onSignIn: (userId) => reopenOnSignIn(database.db, userId),
    }),
  );
  app.decorate("rateLimiter", createRateLimiter(database.db));
  app.decorate("mail", mail);
  if (mediaStorage) app.decorate("mediaStorage", mediaStorage);
  else {
    const ownStorage = createMediaStorage(config);
    app.decorate("mediaStorage", ownStorage);
    app.addHook("onClose", async () => ownStorage.close());
  }
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
  const mounting: RouteMounting = {
    guards: { member: app.sessions.requireMember, admin: app.sessions.requireAdmin },
    requireRecentProof: (request) => app.sessions.requireRecentProof(request),
    rateLimiter: app.rateLimiter,
  };
  for (const module of buildModules(app)) await mountRoutes(app, module.routes, mounting);
  registerOpenApiDocument(app);
  await registerWebApp(app, webDistDir);
  return app;
}
