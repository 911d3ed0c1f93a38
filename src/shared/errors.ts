import { z } from "zod";

export const ERROR_CODES = [
  "bad_request",
  "unauthenticated",
  "forbidden",
  "not_found",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "password_change_required",
  "unavailable",
  "insufficient_storage",
  "internal",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every error answer: `error` and `message` carry the same readable text (the spec's client reads either). */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
