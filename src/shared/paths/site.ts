/**
 * GET /api/config, the club's public facts: apart from SESSION_PATHS so that the pages which read them
 * (web/lib/public-config.ts) share no chunk with the shell's session check.
 */
export const SITE_PATHS = { config: "/api/config" } as const;
