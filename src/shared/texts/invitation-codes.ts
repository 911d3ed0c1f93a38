/** What invitation codes say on both sides: the checks of a new code and the server's answers to the admins managing them. (Checking a code from the application form answers APPLICATION_TEXTS.invalidCode, texts/applications.ts.) */
export const INVITATION_CODE_TEXTS = {
  badCode: "Use 4 to 40 letters, digits or hyphens.",
  expiryPast: "The expiry must be in the future.",
  exists: "That invitation code already exists.",
  notFound: "No such invitation code.",
} as const;
