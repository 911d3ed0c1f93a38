// What the club application says on both sides. APPLICATION_TEXTS travels with the public wizard (/request), whose
// JavaScript budget is tight: the server's other answers, which the web shows as they come, are in
// APPLICATION_ANSWER_TEXTS, which no page imports.

export const APPLICATION_TEXTS = {
  required: "Please fill out all required fields.",
  invalidEmail: "Invalid email format.",
  invalidPhone: "Invalid phone number.",
  invalidCode: "Invalid invitation code.",
  enterCode: "Please enter your invitation code.",
} as const;

/** The server's answers to an application sent, and to an admin deciding one. */
export const APPLICATION_ANSWER_TEXTS = {
  submitted: "Application submitted.",
  alreadyDecided: "This application has already been decided.",
  notFound: "No such application.",
  invitationSent: (email: string) => `Invitation sent to ${email}.`,
  rejected: (fullName: string) => `Application from ${fullName} rejected.`,
  alreadyVoted: "You have already voted on this application.",
  voteCounted: (approvals: number, rejections: number, needed: number) =>
    `Your vote is counted: ${approvals} of ${needed} approvals, ${rejections} of ${needed} rejections.`,
} as const;
