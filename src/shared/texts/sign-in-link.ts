/**
 * The words of the one-time sign-in link (POST /api/sign-in-link and /sign-in/:token), on both sides. A file of its own,
 * zod-free, so that the public page carries only these words.
 */
export const SIGN_IN_LINK_TEXTS = {
  invalid: "This sign-in link is invalid, used or expired. Please log in again.",
} as const;
