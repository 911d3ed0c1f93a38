/**
 * Every kind of thing the server holds and every way a member can reach one. The relation suite
 * (relations.test.ts) has a row for each pair, per relation; a kind or a way added here without its row fails it.
 * A way that does not exist for a kind is listed with the reason, so that its absence is a decision, not a gap.
 */
export const ACCESS_CATALOGUE = {
  event: {
    list: "GET /api/events",
    "list page": "GET /api/events?limit",
    "by id": "GET /api/events/:id",
    "by slug": "GET /api/events/:slug",
    ics: "GET /api/events/:id/ics",
    "personal feed": "GET /api/calendar/:secret.ics",
    "its images": "GET /api/images/event/:id",
    "its comments": "GET /api/comments?commentableId",
    "comment on it": "POST /api/comments",
    join: "POST /api/events/:id/join",
    "link an image to it": "POST /upload-image event_id",
    "email it causes": "mention emails",
  },
  image: {
    list: "GET /api/images",
    "list page": "GET /api/images?limit",
    "filter by event": "GET /api/images?eventId",
    "filter by tag (search)": "GET /api/images?tag",
    "by id": "GET /api/images/:id",
    "by title": "GET /api/images/:title",
    "variant link": "GET /api/images/:id/display",
    "file bytes": "GET /media/images/…",
    "its comments": "GET /api/comments?commentableId",
    "comment on it": "POST /api/comments",
    "comment on it (image route)": "POST /api/images/:id/comments",
    edit: "PUT /api/images/:id",
    delete: "POST /api/delete-images",
    "email it causes": "comment notice to the uploader, mention emails",
  },
  comment: {
    "in its thread": "GET /api/comments?commentableId",
    edit: "PUT /api/comments/:id",
    delete: "DELETE /api/comments/:id",
  },
  like: {
    like: "POST /api/comments/:id/like",
    unlike: "DELETE /api/comments/:id/unlike",
  },
  /** Admin-only kinds: reached only by admins, whatever the relation. */
  application: { list: "GET /api/applications" },
  member: { "admin list": "GET /api/users", "invite search": "GET /api/members?q" },
  mailing: { list: "GET /api/admin/mailings" },
  "mail log entry": { "undelivered mail": "GET /api/admin/mail-log" },
  "audit entry": { list: "GET /api/admin/audit-log" },
  "invitation code": { list: "GET /api/admin/invitation-codes" },
  "dashboard counts": { read: "GET /api/admin/overview" },
  "calendar feed": { "own settings": "GET /api/me/calendar-feed" },
  /** A member's sessions and second factors (issue 23): each member reaches her own only, and has no id for another's factors. */
  session: {
    "own list": "GET /api/me/sessions",
    "end by id": "DELETE /api/me/sessions/:id",
    "end all others": "DELETE /api/me/sessions",
  },
  "second factor": { "own status": "GET /api/me/2fa" },
  passkey: { "own list": "GET /api/me/passkeys", "remove by id": "DELETE /api/me/passkeys/:id" },
} as const;

export type AccessKind = keyof typeof ACCESS_CATALOGUE;
