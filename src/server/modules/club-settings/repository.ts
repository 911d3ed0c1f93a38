import type { Db } from "../../kernel/database/database.ts";
import type { ClubSettingField } from "../../../shared/club-settings.ts";

/** Each setting is a `club_settings` row named `club.<field>` (migration 0037's table; decision 39). */
export const settingRowName = (field: ClubSettingField) => `club.${field}`;

export function clubSettingsRepository(db: Db) {
  return {
    /** The stored club settings, as name and value rows (only those an admin has saved). */
    stored() {
      return db.selectFrom("club_settings").select(["name", "value"]).where("name", "like", "club.%").execute();
    },

    async save(values: Partial<Record<ClubSettingField, string | number>>, actorUserId: number, now: number) {
      for (const [field, given] of Object.entries(values) as [ClubSettingField, string | number][]) {
        const value = String(given);
        await db
          .insertInto("club_settings")
          .values({ name: settingRowName(field), value, updated_at: now, updated_by: actorUserId })
          .onConflict((oc) => oc.column("name").doUpdateSet({ value, updated_at: now, updated_by: actorUserId }))
          .execute();
      }
    },

    async invitationCodeExists(): Promise<boolean> {
      return (
        (await db
          .selectFrom("invitation_codes")
          .select("code")
          .where("invited_by", "is", null)
          .limit(1)
          .executeTakeFirst()) !== undefined
      );
    },

    async memberName(userId: number): Promise<{ name: string; email: string } | undefined> {
      return db.selectFrom("users").select(["name", "email"]).where("user_id", "=", userId).executeTakeFirst();
    },
  };
}
