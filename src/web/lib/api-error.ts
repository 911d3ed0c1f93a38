import { apiErrorSchema } from "../../shared/session.ts";

/** Where an admin without a second factor is sent to set one up. */
const SECOND_FACTOR_SETUP = "/settings#security";

/**
 * What a failed call's answer says (its readable text and code), read with the error schema loaded only when a call
 * fails. An admin call refused for want of a second factor sends the admin to set one up.
 */
export function readApiError(response: Response, payload: unknown): [message: string, code?: string] {
  // A sensitive admin action asking for a fresh proof: its code is not among those every page knows.
  const stepUp = payload as { code?: unknown; error?: unknown } | null;
  if (stepUp?.code === "step_up_required" && typeof stepUp.error === "string") return [stepUp.error, stepUp.code];
  const parsed = apiErrorSchema.safeParse(payload);
  if (!parsed.success) return [typeof payload === "string" && payload ? payload : response.statusText];
  if (parsed.data.code === "second_factor_required" && window.location.pathname !== "/settings")
    window.location.assign(SECOND_FACTOR_SETUP);
  return [parsed.data.error, parsed.data.code];
}
