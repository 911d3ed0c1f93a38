/** The calls of mailings, as the server routes them; the web fills their parameters with `callPath`. */
export const MAILING_PATHS = {
  send: "/api/admin/send-email",
  preview: "/api/admin/mail-preview",
  previewDocument: "/api/admin/mail-preview/document",
  members: "/api/admin/get-members",
  list: "/api/admin/mailings",
  failures: "/api/admin/mailings/:id/failures",
  retry: "/api/admin/mailings/:id/retry",
  log: "/api/admin/mail-log",
  unsubscribe: "/unsubscribe/:token",
} as const;
