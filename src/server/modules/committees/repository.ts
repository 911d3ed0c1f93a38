import type { Db } from "../../kernel/database/database.ts";

/** The only SQL of the committees module: committees, their members, the events' volunteer slots and volunteers. */
export function committeesRepository(db: Db) {
  return {
    committees: (withArchived: boolean) => {
      let query = db.selectFrom("committees").selectAll().orderBy("name").orderBy("id");
      if (!withArchived) query = query.where("archived_at", "is", null);
      return query.execute();
    },

    committee: (id: number) => db.selectFrom("committees").selectAll().where("id", "=", id).executeTakeFirst(),

    async insertCommittee(row: { name: string; purpose: string; tiers: string[]; createdBy: number; now: number }) {
      const inserted = await db
        .insertInto("committees")
        .values({
          name: row.name,
          purpose: row.purpose,
          tiers: JSON.stringify(row.tiers),
          archived_at: null,
          created_by: row.createdBy,
          created_at: row.now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(inserted.id);
    },

    updateCommittee: (id: number, row: { name: string; purpose: string; tiers: string[]; archivedAt: number | null }) =>
      db
        .updateTable("committees")
        .set({ name: row.name, purpose: row.purpose, tiers: JSON.stringify(row.tiers), archived_at: row.archivedAt })
        .where("id", "=", id)
        .executeTakeFirst(),

    /** The active members seated on these committees, chairs first, then by name. */
    members: (committeeIds: readonly number[]) =>
      committeeIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom("committee_members")
            .innerJoin("users", "users.user_id", "committee_members.user_id")
            .select([
              "committee_members.committee_id",
              "committee_members.user_id",
              "committee_members.role",
              "users.name",
            ])
            .where("committee_members.committee_id", "in", committeeIds)
            .where("users.active", "=", 1)
            .orderBy("committee_members.role")
            .orderBy("users.name")
            .execute(),

    seat: (committeeId: number, userId: number) =>
      db
        .selectFrom("committee_members")
        .selectAll()
        .where("committee_id", "=", committeeId)
        .where("user_id", "=", userId)
        .executeTakeFirst(),

    /** Seats her (or changes her role); false when she sat there already with this role. */
    async setSeat(committeeId: number, userId: number, role: "chair" | "member", now: number) {
      const inserted = await db
        .insertInto("committee_members")
        .values({ committee_id: committeeId, user_id: userId, role, joined_at: now })
        .onConflict((oc) => oc.columns(["committee_id", "user_id"]).doUpdateSet({ role }))
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** The chair becomes a member (a committee has one chair). */
    demoteChair: (committeeId: number, except: number) =>
      db
        .updateTable("committee_members")
        .set({ role: "member" })
        .where("committee_id", "=", committeeId)
        .where("role", "=", "chair")
        .where("user_id", "!=", except)
        .execute(),

    /** Its active chair, if it has one. */
    chairOf: (committeeId: number) =>
      db
        .selectFrom("committee_members")
        .innerJoin("users", "users.user_id", "committee_members.user_id")
        .select("committee_members.user_id")
        .where("committee_members.committee_id", "=", committeeId)
        .where("committee_members.role", "=", "chair")
        .where("users.active", "=", 1)
        .executeTakeFirst(),

    async unseat(committeeId: number, userId: number) {
      const deleted = await db
        .deleteFrom("committee_members")
        .where("committee_id", "=", committeeId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    },

    member: (userId: number) =>
      db.selectFrom("users").select(["user_id", "name", "active"]).where("user_id", "=", userId).executeTakeFirst(),

    seatsOf: (userId: number) =>
      db
        .selectFrom("committee_members")
        .innerJoin("committees", "committees.id", "committee_members.committee_id")
        .select(["committees.id", "committees.name", "committee_members.role"])
        .where("committee_members.user_id", "=", userId)
        .where("committees.archived_at", "is", null)
        .orderBy("committees.name")
        .execute(),

    /** The event's facts the slots' rules read: its organiser, its end (and its title). */
    event: (id: string) =>
      db
        .selectFrom("events")
        .select(["id", "title", "created_by", "exclusivity", "confidential", "ends_at", "cancelled_at"])
        .where("id", "=", id)
        .executeTakeFirst(),

    slots: (eventId: string) =>
      db.selectFrom("volunteer_slots").selectAll().where("event_id", "=", eventId).orderBy("position").execute(),

    volunteers: (eventId: string) =>
      db
        .selectFrom("volunteers")
        .innerJoin("volunteer_slots", "volunteer_slots.id", "volunteers.slot_id")
        .innerJoin("users", "users.user_id", "volunteers.user_id")
        .select(["volunteers.slot_id", "volunteers.user_id", "users.name"])
        .where("volunteer_slots.event_id", "=", eventId)
        .orderBy("volunteers.taken_at")
        .execute(),

    async insertSlot(eventId: string, role: string, count: number, position: number) {
      await db.insertInto("volunteer_slots").values({ event_id: eventId, role, count, position }).execute();
    },

    updateSlot: (id: number, role: string, count: number, position: number) =>
      db.updateTable("volunteer_slots").set({ role, count, position }).where("id", "=", id).execute(),

    deleteSlots: (ids: readonly number[]) =>
      ids.length === 0 ? Promise.resolve() : db.deleteFrom("volunteer_slots").where("id", "in", ids).execute(),

    /** One more volunteer, only while a place is left: the atomic check both databases keep under concurrency. */
    async claimPlace(slotId: number, eventId: string) {
      const updated = await db
        .updateTable("volunteer_slots")
        .set((eb) => ({ taken: eb("taken", "+", 1) }))
        .where("id", "=", slotId)
        .where("event_id", "=", eventId)
        .whereRef("taken", "<", "count")
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    releasePlace: (slotId: number) =>
      db
        .updateTable("volunteer_slots")
        .set((eb) => ({ taken: eb("taken", "-", 1) }))
        .where("id", "=", slotId)
        .where("taken", ">", 0)
        .execute(),

    async addVolunteer(slotId: number, userId: number, now: number) {
      const inserted = await db
        .insertInto("volunteers")
        .values({ slot_id: slotId, user_id: userId, taken_at: now })
        .onConflict((oc) => oc.columns(["slot_id", "user_id"]).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async removeVolunteer(slotId: number, userId: number) {
      const deleted = await db
        .deleteFrom("volunteers")
        .where("slot_id", "=", slotId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1;
    },

    /** The slots she took from `from` to `to` (her term), with their events. */
    slotsTakenBy: (userId: number, from: number, to: number) =>
      db
        .selectFrom("volunteers")
        .innerJoin("volunteer_slots", "volunteer_slots.id", "volunteers.slot_id")
        .innerJoin("events", "events.id", "volunteer_slots.event_id")
        .select(["events.id as event_id", "events.title as event_title", "volunteer_slots.role", "volunteers.taken_at"])
        .where("volunteers.user_id", "=", userId)
        .where("volunteers.taken_at", ">=", from)
        .where("volunteers.taken_at", "<", to)
        .orderBy("volunteers.taken_at", "desc")
        .execute(),

    /** The tiers, for a committee's tiers (those with committee duties) and her term. */
    tiers: () => db.selectFrom("membership_tiers").select(["id", "committees"]).orderBy("position").execute(),

    term: (userId: number) =>
      db
        .selectFrom("users")
        .select(["created_at", "membership_term_start", "membership_term_end"])
        .where("user_id", "=", userId)
        .executeTakeFirst(),
  };
}

export type CommitteeRow = NonNullable<Awaited<ReturnType<ReturnType<typeof committeesRepository>["committee"]>>>;
