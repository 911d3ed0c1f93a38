/** The club's security settings (admins), as the server routes them. */
export const SECURITY_SETTINGS_PATHS = {
  settings: "/api/admin/security-settings",
} as const;
