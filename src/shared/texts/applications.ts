// What the club application says on both sides. APPLICATION_TEXTS travels with the public wizard (/request), whose
// JavaScript budget is tight: the answers only the admins' review reads are in APPLICATION_REVIEW_TEXTS.

export const APPLICATION_TEXTS = {
  required: "Please fill out all required fields.",
  invalidEmail: "Invalid email format.",
  invalidPhone: "Invalid phone number.",
  invalidCode: "Invalid invitation code.",
  enterCode: "Please enter your invitation code.",
  submitted: "Application submitted.",
} as const;

/** The server's answers to an admin deciding an application. */
export const APPLICATION_REVIEW_TEXTS = {
  alreadyDecided: "This application has already been decided.",
  notFound: "No such application.",
  invitationSent: (email: string) => `Invitation sent to ${email}.`,
  rejected: (fullName: string) => `Application from ${fullName} rejected.`,
} as const;
