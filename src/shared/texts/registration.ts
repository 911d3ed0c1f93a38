// What registration says, on both sides; apart from the schemas (registration.ts) so that the page does not load zod
// to read it. REGISTRATION_TEXTS travels with the public /register page, whose JavaScript budget is tight: the
// server's other answers, which the page shows as they come, are in REGISTRATION_ANSWER_TEXTS, which no page imports.
export const REGISTRATION_TEXTS = {
  invalidToken: "Invalid or expired token. Please request a new invitation.",
  passwordsDiffer: "Passwords do not match.",
  nameRequired: "Name is required.",
  typeRequired: "Account type is required.",
  accountReady: "Your account is ready. Welcome to the club.",
  /** An admin's direct invitation to an address that is not one. */
  invalidEmail: "Invalid email format.",
} as const;

/** The server's other answers: to a registration refused, and to an admin inviting a person directly. */
export const REGISTRATION_ANSWER_TEXTS = {
  wrongType: (type: string) => `This invitation is for a ${type} membership.`,
  memberExists: "An account with this email already exists. Please log in.",
  alreadyMember: "This person is already a member.",
  invitationSent: (email: string) => `An invitation has been sent to ${email}.`,
  newLink: (email: string) =>
    `A new registration link for ${email}. It works once, for 7 days, and every earlier link to this address has stopped working. Copy it now: it is not shown again.`,
  noInvitation: "This address was never invited: invite it first.",
} as const;
