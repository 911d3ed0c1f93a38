import type { Db } from "../../kernel/database/database.ts";
import type { MembershipTiersTable } from "../../kernel/database/schema.ts";

/** The only SQL of the membership module: the tiers and each member's tier and term. */
export function membershipRepository(db: Db) {
  return {
    tiers: () => db.selectFrom("membership_tiers").selectAll().orderBy("position").execute(),

    async replaceTiers(rows: MembershipTiersTable[]) {
      const ids = rows.map((r) => r.id);
      await db.deleteFrom("membership_tiers").where("id", "not in", ids).execute();
      for (const row of rows)
        await db
          .insertInto("membership_tiers")
          .values(row)
          .onConflict((oc) => oc.column("id").doUpdateSet({ ...row }))
          .execute();
    },

    member: (userId: number) =>
      db
        .selectFrom("users")
        .select([
          "user_id",
          "type",
          "active",
          "created_at",
          "membership_tier",
          "membership_term_start",
          "membership_term_end",
        ])
        .where("user_id", "=", userId)
        .executeTakeFirst(),

    /** Members holding a tier not among these ids (a PUT may not take away a tier someone holds). */
    async holdersOutside(ids: string[]) {
      const row = await db
        .selectFrom("users")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("membership_tier", "is not", null)
        .where("membership_tier", "not in", ids)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    setMembership: (userId: number, tier: string | null, term?: { start: number; end: number }) =>
      db
        .updateTable("users")
        .set({
          membership_tier: tier,
          ...(term ? { membership_term_start: term.start, membership_term_end: term.end } : {}),
        })
        .where("user_id", "=", userId)
        .executeTakeFirst(),
  };
}

export type MemberRow = NonNullable<Awaited<ReturnType<ReturnType<typeof membershipRepository>["member"]>>>;
