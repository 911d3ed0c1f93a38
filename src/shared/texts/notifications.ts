/** What the server says about notices (its 4xx messages), which the web shows too. */
export const NOTIFICATION_TEXTS = {
  notYours: "Those notices are not in your inbox.",
  tooManyStreams: "Too many live connections.",
  noChoice: "Choose how you hear of at least one kind of notice.",
} as const;
