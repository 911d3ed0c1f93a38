import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiError, ErrorCode } from "../../shared/errors.ts";
import { ERROR_TEXTS } from "../../shared/texts/errors.ts";
import { isDatabaseUnavailable } from "../kernel/database/unavailable.ts";
import { HttpError } from "../kernel/http/errors.ts";

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: "bad_request",
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  body: Omit<ApiError, "message" | "code"> & { code: HttpError["code"] },
) {
  return reply
    .code(statusCode)
    .type("application/json; charset=utf-8")
    .send({ ...body, message: body.error });
}

/** One error model for the whole server: every failure leaves as `{error, message, code, details?}`, never a stack. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.warn({ err: error.cause ?? error }, error.message);
      reply.headers(error.headers);
      return sendError(reply, error.statusCode, {
        error: error.message,
        code: error.code,
        ...(error.details ? { details: error.details } : {}),
        ...error.extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split("/").filter(Boolean)].join("."),
        message: issue.message ?? ERROR_TEXTS.fieldInvalid,
      }));
      return sendError(reply, 400, { error: ERROR_TEXTS.invalidFields, code: "bad_request", details });
    }
    // PostgreSQL refuses text it cannot store (U+0000: SQLSTATE 22021, 22P05); the input is at fault, as on SQLite it would be stored.
    if (error.code === "22021" || error.code === "22P05") {
      return sendError(reply, 400, { error: ERROR_TEXTS.unreadable, code: "bad_request" });
    }
    // Faults of the machine, not of the request: said plainly, with a status that tells the client to come back.
    if (error.code === "ENOSPC" || error.code === "EDQUOT") {
      request.log.error({ err: error }, "no space left for a write");
      return sendError(reply, 507, {
        error: ERROR_TEXTS.noRoom,
        code: "insufficient_storage",
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "the database is not answering");
      reply.header("retry-after", "5");
      return sendError(reply, 503, {
        error: ERROR_TEXTS.unavailable,
        code: "unavailable",
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, {
        error: status === 400 ? ERROR_TEXTS.unreadable : error.message,
        code: CODE_BY_STATUS[status] ?? "bad_request",
      });
    }
    request.log.error({ err: error }, "request failed");
    return sendError(reply, 500, { error: ERROR_TEXTS.internal, code: "internal" });
  });
}
