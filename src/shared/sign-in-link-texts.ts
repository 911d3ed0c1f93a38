/** The words of the one-time sign-in link (POST /api/sign-in-link and /sign-in/:token); zod-free, so the page needs no zod. */
export const SIGN_IN_LINK_TEXTS = {
  invalid: "This sign-in link is invalid, used or expired. Please log in again.",
} as const;
