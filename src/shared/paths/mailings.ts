/** The calls of mailings, as the server routes them; the web fills their parameters with `callPath`. */
export const MAILING_PATHS = {
  send: "/api/admin/send-email",
  preview: "/api/admin/mail-preview",
  previewDocument: "/api/admin/mail-preview/document",
  members: "/api/admin/get-members",
  list: "/api/admin/mailings",
  failures: "/api/admin/mailings/:id/failures",
  retry: "/api/admin/mailings/:id/retry",
  approve: "/api/admin/mailings/:id/approve",
  cancel: "/api/admin/mailings/:id/cancel",
  review: "/api/admin/mailings/:id/review",
  reviewDocument: "/api/admin/mailings/:id/review/document",
  log: "/api/admin/mail-log",
  logMessage: "/api/admin/mail-log/:id",
  logHtml: "/api/admin/mail-log/:id/html",
  unsubscribe: "/unsubscribe/:token",
} as const;
