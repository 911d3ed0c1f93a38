import { apiErrorSchema } from "../../shared/session.ts";
import { ApiError } from "./api.ts";

/** Where an admin without a second factor is sent to (issue 23). */
const SECOND_FACTOR_SETUP = "/settings#security";

/**
 * A failed call's ApiError, loaded with the error schema only when a call fails. An admin call refused for want of a
 * second factor sends the admin to set one up.
 */
export function apiError(response: Response, payload: unknown): ApiError {
  const parsed = apiErrorSchema.safeParse(payload);
  if (!parsed.success)
    return new ApiError(response.status, typeof payload === "string" && payload ? payload : response.statusText);
  if (parsed.data.code === "second_factor_required" && window.location.pathname !== "/settings")
    window.location.assign(SECOND_FACTOR_SETUP);
  return new ApiError(response.status, parsed.data.error, parsed.data.code);
}
