// What the club application says on both sides. APPLICATION_TEXTS travels with the public wizard (/request), whose
// JavaScript budget is tight: the server's other answers, which the web shows as they come, are in
// APPLICATION_ANSWER_TEXTS, which no page imports.

import { NO_MAIL_SERVER_TEXTS } from "./mail-server.ts";

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
  /** Accepted while no mail server is set up: the registration link reaches her only if the admin passes it on. */
  invitationNotSent: (email: string) => `Application accepted: ${email} is invited. ${NO_MAIL_SERVER_TEXTS.notSent}`,
  rejected: (fullName: string) => `Application from ${fullName} rejected.`,
} as const;
