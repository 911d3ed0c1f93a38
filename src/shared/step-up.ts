/**
 * The error code of a sensitive admin action whose session last proved a factor too long ago (docs/product/http.md).
 * Kept out of ERROR_CODES, which every page carries: only the admin screens and the bulk-email composer meet it.
 */
export const STEP_UP_REQUIRED = "step_up_required";
export type StepUpErrorCode = typeof STEP_UP_REQUIRED;

/** A bulk email to more recipients than this is a sensitive action. */
export const STEP_UP_RECIPIENTS_ABOVE = 50;

/** What proves it is still her: a factor she has, or her password when she has none. */
export const STEP_UP_METHODS = ["totp", "recovery", "passkey", "password"] as const;
export type StepUpMethod = (typeof STEP_UP_METHODS)[number];
