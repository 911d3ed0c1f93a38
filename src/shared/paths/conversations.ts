/** The calls of conversations, as the server routes them; the web fills their parameters with `callPath`. */
export const CONVERSATION_PATHS = {
  list: "/api/conversations",
  messages: "/api/conversations/:id/messages",
  forStayRequest: "/api/conversations/stay-requests/:requestId",
  block: "/api/members/:userId/block",
  messagingWith: "/api/members/:userId/messaging",
  report: "/api/messages/:id/report",
  settings: "/api/me/message-settings",
  reported: "/api/admin/reported-messages",
} as const;
