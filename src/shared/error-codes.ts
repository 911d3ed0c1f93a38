export const ERROR_CODES = [
  "membership_lapsed",
  "bad_request",
  "unauthenticated",
  "forbidden",
  "not_found",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "password_change_required",
  "second_factor_required",
  "unavailable",
  "insufficient_storage",
  "internal",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
