// What registration says, on both sides; apart from the schemas (registration.ts) so that the page does not load zod to read it.
export const REGISTRATION_TEXTS = {
  invalidToken: "Invalid or expired token. Please request a new invitation.",
  passwordsDiffer: "Passwords do not match.",
  nameRequired: "Name is required.",
  typeRequired: "Account type is required.",
  accountReady: "Your account is ready. Welcome to the club.",
} as const;
