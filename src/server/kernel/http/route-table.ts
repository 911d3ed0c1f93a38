import multipart from "@fastify/multipart";
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { IMAGE_LIMITS } from "../../../shared/gallery.ts";

/** Who may call a route: anyone (the route's own token, if any, is checked by its service), a member, an admin. */
export type Guard = "anyone" | "member" | "admin";

/** One rate limit a route counts a call against, after its guard and its schema have let the call through. */
export interface RouteRateLimit {
  bucket: string;
  max: number;
  windowMs: number;
}

type TypedHandler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  S,
  ZodTypeProvider
>;

type TypedRequest<S extends FastifySchema> = Parameters<TypedHandler<S>>[0];

/**
 * One line of a module's route table: what it answers, who may call it, what it accepts and how often, and the one
 * service call it makes. A route sees no database, repository or cache: its module hands it the service.
 */
export interface RouteSpec<S extends FastifySchema = FastifySchema> {
  method: HTTPMethods;
  url: string;
  guard: Guard;
  schema: S;
  /** The limits this call counts against (docs/product/limits.md), worked out from the validated request. */
  rateLimits?: (request: TypedRequest<S>) => readonly RouteRateLimit[];
  /** Whether the call needs a factor proven in the last minutes (step-up, docs/product/http.md). */
  stepUp?: true | ((request: TypedRequest<S>) => boolean);
  /** Whether the call reads one image upload (a multipart body within UPLOAD_LIMITS); no other route accepts one. */
  upload?: true;
  /** A form body this call alone accepts (the form's media types, its size limit, and how it reads into the body). */
  formBody?: FormBody;
  /** Per-route settings the session guard reads (allowPendingPasswordChange, allowWithoutSecondFactor). */
  config?: FastifyContextConfig;
  handler: TypedHandler<S>;
}

export interface FormBody {
  types: readonly string[];
  bodyLimit: number;
  read: (raw: string) => unknown;
}

/** A module's routes, mounted by the composition (app.ts). */
export type RouteTable = readonly RouteSpec[];

/** Declares one route; its handler's request is typed from its schema. */
export function route<S extends FastifySchema>(spec: RouteSpec<S>): RouteSpec {
  return spec as unknown as RouteSpec;
}

/** What the composition lends every route table: the session guards, the step-up check and the rate limiter. */
export interface RouteMounting {
  guards: Record<Exclude<Guard, "anyone">, (request: FastifyRequest) => Promise<void>>;
  requireRecentProof: (request: FastifyRequest) => Promise<void>;
  rateLimiter: { enforce(limit: RouteRateLimit): Promise<void> };
}

/** @fastify/multipart's limits for every image upload: one file of at most 20 MB and a few short fields. */
export const UPLOAD_LIMITS = {
  fileSize: IMAGE_LIMITS.maxBytes,
  files: 1,
  fields: 50,
  fieldSize: 16 * 1024,
  parts: 60,
  headerPairs: 100,
};

/**
 * Adds a module's route table to the server: guard on request, then (after validation) limits and step-up. A route
 * that reads an upload or a form goes in a scope of its own, the only one whose parser reads such bodies.
 */
export async function mountRoutes(app: FastifyInstance, table: RouteTable, mounting: RouteMounting) {
  for (const spec of table) {
    const { upload, formBody } = spec;
    if (!upload && !formBody) {
      addRoute(app, spec, mounting);
      continue;
    }
    await app.register(async (scope) => {
      if (upload) await scope.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
      if (formBody)
        scope.addContentTypeParser(
          [...formBody.types],
          { parseAs: "string", bodyLimit: formBody.bodyLimit },
          (_request, raw, done) => done(null, formBody.read(String(raw))),
        );
      addRoute(scope, spec, mounting);
    });
  }
}

function addRoute(app: FastifyInstance, spec: RouteSpec, mounting: RouteMounting) {
  const { guard, rateLimits, stepUp } = spec;
  app.route({
    method: spec.method,
    url: spec.url,
    schema: spec.schema,
    ...(spec.config ? { config: spec.config } : {}),
    ...(guard === "anyone" ? {} : { onRequest: mounting.guards[guard] }),
    ...(rateLimits || stepUp
      ? {
          preHandler: async (request: FastifyRequest) => {
            for (const limit of rateLimits?.(request) ?? []) await mounting.rateLimiter.enforce(limit);
            if (stepUp === true || (stepUp && stepUp(request))) await mounting.requireRecentProof(request);
          },
        }
      : {}),
    handler: spec.handler as RouteHandlerMethod,
  });
}
