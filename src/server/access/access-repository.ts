import { compiledOnce } from "../kernel/caches/compiled-once.ts";
import type { Db } from "../kernel/database/database.ts";
import { readableEvents, type Actor, type EventRelation, type InvitationState } from "./rules.ts";

/** SQL `IN` lists stay well under both databases' parameter limits. */
const CHUNK = 500;
function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

type InvitationRow = { used_at: number | null; expires_at: number };
const NO_INVITATIONS: readonly InvitationRow[] = [];

/** The invitations to a set of events, read once: any member's state for any of them, without a query. */
export interface EventInvitations {
  stateOf(userId: number, eventId: string, now?: number): InvitationState;
}

/** Summarises an actor's invitation rows for one event. */
export function invitationState(rows: ReadonlyArray<InvitationRow>, now = Date.now()): InvitationState {
  if (rows.length === 0) return "none";
  if (rows.some((r) => r.used_at !== null)) return "accepted";
  if (rows.some((r) => r.expires_at > now)) return "pending";
  return "expired";
}

// Asked on every comment, like and media request: compiled once.
const eventFacts = compiledOnce((db) =>
  db.selectFrom("events").select(["id", "title", "created_by", "exclusivity"]).where("id", "=", ""),
);
const imageFacts = compiledOnce((db) =>
  db
    .selectFrom("images")
    .select(["id", "title", "uploaded_by", "associated_event_id", "withheld_at"])
    .where("id", "=", ""),
);

/** The facts the access layer decides on, and the actor's relations to events: the only SQL access decisions read. */
export function accessRepository(db: Db) {
  return {
    /** Whether the member takes part in a conversation (decision 0049). */
    async takesPartInConversation(userId: number, conversationId: string) {
      const row = await db
        .selectFrom("conversation_participants")
        .select("user_id")
        .where("conversation_id", "=", conversationId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Her membership's term as her row stores it (decision 44). */
    /** Her term, her tier and whether an admin took her right to invite away (decision 0057). */
    inviteRow: (userId: number) =>
      db
        .selectFrom("users")
        .leftJoin("invite_right_revocations", "invite_right_revocations.user_id", "users.user_id")
        .select([
          "users.created_at",
          "users.membership_term_start",
          "users.membership_term_end",
          "users.membership_tier",
          "invite_right_revocations.revoked_at",
        ])
        .where("users.user_id", "=", userId)
        .executeTakeFirst(),

    membershipRow: (userId: number) =>
      db
        .selectFrom("users")
        .select(["created_at", "membership_term_start", "membership_term_end"])
        .where("user_id", "=", userId)
        .executeTakeFirst(),

    stayFacts(id: string) {
      return db
        .selectFrom("stay_listings")
        .select(["id", "host_id", "published"])
        .where("id", "=", id)
        .executeTakeFirst();
    },

    /** Whether the member has an accepted stay at the home: she may then know its address. */
    async hasAcceptedStay(userId: number, listingId: string) {
      const row = await db
        .selectFrom("stay_requests")
        .select("id")
        .where("listing_id", "=", listingId)
        .where("guest_id", "=", userId)
        .where("status", "=", "accepted")
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Of these homes, those where the member has an accepted stay. */
    async homesWithAcceptedStay(userId: number, listingIds: readonly string[]) {
      const found = new Set<string>();
      for (const ids of chunks(listingIds)) {
        const rows = await db
          .selectFrom("stay_requests")
          .select("listing_id")
          .where("listing_id", "in", ids)
          .where("guest_id", "=", userId)
          .where("status", "=", "accepted")
          .execute();
        for (const row of rows) found.add(row.listing_id);
      }
      return found;
    },

    async eventFacts(id: string) {
      const [row] = await eventFacts(db, [id]);
      return row;
    },

    /** By id, or by slug when the key is not an id. */
    eventFactsByKey(key: string) {
      return db
        .selectFrom("events")
        .select(["id", "title", "created_by", "exclusivity"])
        .where((eb) => eb.or([eb("id", "=", key), eb("slug", "=", key)]))
        .executeTakeFirst();
    },

    async imageFacts(id: string) {
      const [row] = await imageFacts(db, [id]);
      return row;
    },

    /** A member's standing and field choices, for her profile. */
    memberFacts(userId: number) {
      return db
        .selectFrom("users")
        .leftJoin("member_profiles", "member_profiles.user_id", "users.user_id")
        .select(["users.user_id", "users.active", "member_profiles.hidden_fields"])
        .where("users.user_id", "=", userId)
        .executeTakeFirst();
    },

    /** The state of the actor's invitations to each event. */
    async invitationStates(userId: number, eventIds: readonly string[], now = Date.now()) {
      const invitations = new Map<string, { used_at: number | null; expires_at: number }[]>();
      for (const ids of chunks(eventIds)) {
        const rows = await db
          .selectFrom("event_invitations")
          .select(["event_id", "used_at", "expires_at"])
          .where("user_id", "=", userId)
          .where("event_id", "in", ids)
          .execute();
        for (const row of rows) invitations.set(row.event_id, [...(invitations.get(row.event_id) ?? []), row]);
      }
      return new Map<string, InvitationState>(
        eventIds.map((id) => [id, invitationState(invitations.get(id) ?? [], now)]),
      );
    },

    /**
     * Every member's invitations to these events, read at once for a list kept under the events version (whose
     * triggers count invitations too, migration 0038): the states come from the same invitationState, at the time asked.
     */
    async invitationsToEvents(eventIds: readonly string[]): Promise<EventInvitations> {
      const byMember = new Map<number, Map<string, InvitationRow[]>>();
      for (const ids of chunks(eventIds)) {
        const rows = await db
          .selectFrom("event_invitations")
          .select(["user_id", "event_id", "used_at", "expires_at"])
          .where("event_id", "in", ids)
          .execute();
        for (const { user_id, event_id, used_at, expires_at } of rows) {
          let events = byMember.get(user_id);
          if (!events) byMember.set(user_id, (events = new Map()));
          events.set(event_id, [...(events.get(event_id) ?? []), { used_at, expires_at }]);
        }
      }
      return {
        stateOf: (userId, eventId, now = Date.now()) =>
          invitationState(byMember.get(userId)?.get(eventId) ?? NO_INVITATIONS, now),
      };
    },

    /** The actor's relation to each event: whether they take part and their invitation's state. */
    async eventRelations(userId: number, eventIds: readonly string[], now = Date.now()) {
      const joined = new Set<string>();
      for (const ids of chunks(eventIds)) {
        const rows = await db
          .selectFrom("event_participants")
          .select("event_id")
          .where("user_id", "=", userId)
          .where("event_id", "in", ids)
          .execute();
        for (const row of rows) joined.add(row.event_id);
      }
      const invitations = await this.invitationStates(userId, eventIds, now);
      return new Map<string, EventRelation>(
        eventIds.map((id) => [id, { isParticipant: joined.has(id), invitation: invitations.get(id)! }]),
      );
    },

    /** Those of `eventIds` the actor may read, by the SQL form of the rule. */
    async readableEventIds(actor: Actor, eventIds: readonly string[]) {
      const readable = new Set<string>();
      for (const ids of chunks(eventIds)) {
        const rows = await db
          .selectFrom("events")
          .select("events.id")
          .where("events.id", "in", ids)
          .where(readableEvents(actor))
          .execute();
        for (const row of rows) readable.add(row.id);
      }
      return readable;
    },
  };
}
