/** The words only the web says about conversations: the Messages page. */
export const CONVERSATIONS_COPY = {
  eyebrow: "Messages",
  title: "Your conversations",
  lede: "Private to those who take part: admins read a message only if it is reported to them.",
  listLabel: "Conversations",
  none: "No conversations yet. Write to a member from her profile.",
  choose: "Choose a conversation.",
  stay: "About a stay",
  unread: (count: number) => `${count} unread`,
  composerLabel: "Your message",
  send: "Send",
  sending: "Sending…",
  readOnly: "This conversation is closed: you can read it, not write in it.",
  loading: "Loading…",
  failed: "The conversation could not be loaded.",
  you: "You",
  former: "A former member",
  report: "Report",
  reportLabel: (name: string) => `Report this message from ${name}`,
  reportTitle: "Report this message to the admins",
  reportLede: "The admins will read this message, and nothing else of the conversation.",
  reportReason: "Why (optional)",
  reportSend: "Send the report",
  reportSending: "Sending…",
  reportCancel: "Cancel",
  reportClose: "Close",
  /** Sent as the reason when she gives none (the route asks for one). */
  reportNoReason: "No reason given.",
  reported: "Thank you: the admins have this message and will look at it.",
} as const;

/** /admin/reported-messages: the messages members reported, and nothing else of their conversations. */
export const REPORTED_MESSAGES_COPY = {
  eyebrow: "Admin",
  title: "Reported messages",
  lede: "Messages members reported to the admins, newest first. The rest of their conversations stays private.",
  back: "Back to the admin",
  loading: "Loading…",
  failed: "The reported messages could not be loaded.",
  none: "No message has been reported.",
  listLabel: "Reported messages",
  from: (author: string) => `From ${author}`,
  reportedBy: (name: string) => `Reported by ${name}`,
  reason: "Reason",
  former: "a former member",
} as const;

/** On a member's profile. */
export const MEMBER_MESSAGING_COPY = {
  send: "Send a message",
  label: "Your message",
  submit: "Send",
  block: "Block",
  unblock: "Unblock",
} as const;

/** On a stay request's card. */
export const STAY_CONVERSATION_COPY = {
  open: "Conversation",
  openUnread: (count: number) => `Conversation (${count} unread)`,
  writeTo: (name: string) => `Write to ${name}`,
  writeToUnread: (name: string, count: number) => `Write to ${name} (${count} unread)`,
} as const;

/** Settings → Messages. */
export const MESSAGE_SETTINGS_COPY = {
  heading: "Messages",
  label: "Who may start a conversation with you",
  choices: { members: "Any member", met: "Members I have met at an event", nobody: "Nobody" },
  saved: "Saved.",
} as const;
