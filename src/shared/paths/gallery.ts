/** The calls of gallery, as the server routes them; the web fills their parameters with `callPath`. */
export const GALLERY_PATHS = {
  upload: "/upload-image",
  list: "/api/images",
  ofEvent: "/api/images/event/:eventId",
  one: "/api/images/:idOrTitle",
  variant: "/api/images/:id/:variant",
  update: "/api/images/:id",
  removalRequest: "/api/images/:id/removal-request",
  removalKeep: "/api/images/:id/removal-request/keep",
  removalRestore: "/api/images/:id/removal-request/restore",
  delete: "/api/delete-images",
  files: "/media/images/*",
  emailed: "/media/emailed/:token/:file",
} as const;
