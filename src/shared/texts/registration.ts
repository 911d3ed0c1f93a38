// What registration says, on both sides; apart from the schemas (registration.ts) so that the page does not load zod
// to read it. The admins' direct invitation has its own object, so that the public /register page does not carry it.
export const REGISTRATION_TEXTS = {
  invalidToken: "Invalid or expired token. Please request a new invitation.",
  passwordsDiffer: "Passwords do not match.",
  nameRequired: "Name is required.",
  typeRequired: "Account type is required.",
  accountReady: "Your account is ready. Welcome to the club.",
  wrongType: (type: string) => `This invitation is for a ${type} membership.`,
  memberExists: "An account with this email already exists. Please log in.",
} as const;

/** The server's answers to an admin inviting a person directly. */
export const DIRECT_INVITATION_TEXTS = {
  invalidEmail: "Invalid email format.",
  alreadyMember: "This person is already a member.",
  sent: (email: string) => `An invitation has been sent to ${email}.`,
} as const;
