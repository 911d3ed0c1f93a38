/** What the server says about introductions and an organiser's messages (its 4xx messages), which the web shows too. */
export const INTRODUCTION_TEXTS = {
  notFound: "Introduction not found.",
  memberNotFound: "Member not found.",
  notYourself: "You cannot ask to be introduced to yourself.",
  notMutual: "Choose a member who has met you both, or an admin.",
  mayAlreadyWrite: "You may already write to this member: just write.",
  notPossible: "This introduction cannot be asked for.",
  alreadyOpen: "You have already asked for an introduction to this member.",
  reasonRequired: "Say why you would like to be introduced.",
  reasonTooLong: "A reason is at most 1000 characters.",
  noteRequired: "Write a few words for them both.",
  noteTooLong: "A note is at most 1000 characters.",
  notYourStep: "This introduction is not waiting for you.",
  cannotGoOn: "This introduction cannot go further now.",
  messageRequired: "Write your message.",
  messageTooLong: "A message to participants is at most 2000 characters.",
  notOrganiser: "Only the event's organiser or an admin can write to its participants.",
} as const;
