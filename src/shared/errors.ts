export { ERROR_CODES, type ErrorCode } from "./error-codes.ts";
export { apiErrorSchema, type ApiError } from "./session.ts";
