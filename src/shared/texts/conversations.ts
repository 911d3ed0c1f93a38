/** What the server says about conversations (its 4xx messages), which the web shows too. */
export const CONVERSATION_TEXTS = {
  notFound: "Conversation not found.",
  messageNotFound: "Message not found.",
  memberNotFound: "Member not found.",
  emptyMessage: "Write a message.",
  messageTooLong: "A message is at most 4000 characters.",
  nobodyChosen: "Choose whom to write to.",
  tooManyMembers: "A conversation has at most 8 other members.",
  notYourself: "You cannot write to yourself.",
  mayNotMessage: "This member does not receive messages from you.",
  readOnly: "This conversation is closed: you can read it, not write in it.",
  reasonRequired: "Say why you report this message.",
  reasonTooLong: "A reason is at most 1000 characters.",
  alreadyReported: "You have already reported this message.",
  ownMessage: "You cannot report your own message.",
} as const;
