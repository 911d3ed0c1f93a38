export { memberAdminRoutes } from "./admin-routes.ts";
export { ensureFirstAdmin } from "./bootstrap.ts";
export { createMember, findMemberByEmail, getPreferences, setPreferences } from "./service.ts";
export type { MemberDeactivatedSubscriber } from "./service.ts";
export { settingsRoutes } from "./settings-routes.ts";
