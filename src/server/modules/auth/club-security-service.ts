import type { Db } from "../../kernel/database/database.ts";
import type { SecuritySettings } from "../../../shared/security-settings.ts";
import { SECURITY_SETTINGS_TEXTS } from "../../../shared/texts/auth.ts";
import { recordAudit } from "../audit/index.ts";
import { REQUIRE_SECOND_FACTOR_FOR_ALL } from "./repository.ts";

/** The club's security settings, changed by admins (the route's admin guard decides who asks); each change audited. */
export function clubSecurityService(db: Db) {
  async function read(): Promise<SecuritySettings> {
    const row = await db
      .selectFrom("club_settings")
      .select("value")
      .where("name", "=", REQUIRE_SECOND_FACTOR_FOR_ALL)
      .executeTakeFirst();
    return { requireSecondFactorForAll: row?.value === "on" };
  }

  async function change(actor: { user_id: number }, settings: SecuritySettings, now = Date.now()) {
    const value = settings.requireSecondFactorForAll ? "on" : "off";
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("club_settings")
        .values({ name: REQUIRE_SECOND_FACTOR_FOR_ALL, value, updated_at: now, updated_by: actor.user_id })
        .onConflict((oc) => oc.column("name").doUpdateSet({ value, updated_at: now, updated_by: actor.user_id }))
        .execute();
      await recordAudit(trx, {
        actorUserId: actor.user_id,
        action: "settings.require-second-factor-for-all",
        details: { value },
      });
    });
    return { ...settings, message: SECURITY_SETTINGS_TEXTS.saved };
  }

  return { read, change };
}
