import type { Config } from "../../config.ts";
import { clubLink, segment } from "../../email-templates/context.ts";
import type { Db } from "../../kernel/database/database.ts";
import type { RateLimiter } from "../../plugins/rate-limit.ts";
import { memberAdminRoutes } from "./routes.ts";
import { memberAdminService, type MemberDeactivatedSubscriber, type MemberRemoval } from "./service.ts";
import { settingsRoutes } from "./settings-routes.ts";
import { settingsService } from "./settings-service.ts";

/** Members: User Management for admins, and each member's own Settings (name, password, email preferences). */
export function createMembers(deps: {
  db: Db;
  config: Config;
  rateLimiter: RateLimiter;
  onDeactivated: ReadonlyArray<MemberDeactivatedSubscriber>;
  /** Removing a member sets her erasure going (the privacy module's, decision 0060). */
  removal: MemberRemoval;
}) {
  const admin = memberAdminService(deps.db, deps.onDeactivated, deps.removal);
  const settings = settingsService(deps.db, deps.rateLimiter, deps.onDeactivated);
  const resetPasswordLink = (token: string) => clubLink(deps.config, `/reset-password/${segment(token)}`);
  return {
    service: { admin, settings },
    routes: [...memberAdminRoutes(admin, { resetPasswordLink }), ...settingsRoutes(settings)],
  };
}

export { ensureFirstAdmin } from "./bootstrap.ts";
export { createMember, findMemberByEmail, getPreferences, setPreferences } from "./service.ts";
export type { MemberDeactivatedSubscriber, MemberRemoval } from "./service.ts";
