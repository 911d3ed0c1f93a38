import type { ErrorCode } from "../../../shared/errors.ts";
import { ERROR_TEXTS } from "../../../shared/texts/errors.ts";
import type { StepUpErrorCode } from "../../../shared/step-up.ts";

/** An answer that is not a success: thrown anywhere, turned into the error shape of docs/product/http.md#errors in one place. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode | StepUpErrorCode | "membership_lapsed";
  readonly details: { path: string; message: string }[] | undefined;
  readonly headers: Record<string, string>;
  /** Fields of the answer beyond the error model's own (a step-up's methods). */
  readonly extra: Record<string, unknown>;

  constructor(
    statusCode: number,
    code: ErrorCode | StepUpErrorCode | "membership_lapsed",
    message: string,
    options: {
      details?: { path: string; message: string }[];
      headers?: Record<string, string>;
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.details = options.details;
    this.headers = options.headers ?? {};
    this.extra = options.extra ?? {};
  }
}

export const badRequest = (message: string, details?: { path: string; message: string }[]) =>
  new HttpError(400, "bad_request", message, details ? { details } : {});
export const unauthenticated = (message: string = ERROR_TEXTS.pleaseLogIn) =>
  new HttpError(401, "unauthenticated", message);
export const forbidden = (message: string = ERROR_TEXTS.noPermission) => new HttpError(403, "forbidden", message);
export const notFound = (message: string = ERROR_TEXTS.notFound) => new HttpError(404, "not_found", message);
export const conflict = (message: string) => new HttpError(409, "conflict", message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, "rate_limited", ERROR_TEXTS.tooManyAttempts, {
    headers: { "retry-after": String(retryAfterSeconds) },
  });
