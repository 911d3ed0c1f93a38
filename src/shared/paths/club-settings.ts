/** The calls of club settings, as the server routes them. */
export const CLUB_SETTINGS_PATHS = {
  settings: "/api/admin/club-settings",
  testEmail: "/api/admin/club-settings/test-email",
  checklist: "/api/admin/setup-checklist",
} as const;
