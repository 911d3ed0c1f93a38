import { compiledOnce } from "../kernel/caches/compiled-once.ts";
import type { Db } from "../kernel/database/database.ts";
import {
  hasSecondFactor,
  readableEvents,
  secondFactorForAllSetting,
  type Actor,
  type EventRelation,
  type InvitationState,
} from "./rules.ts";

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
  db.selectFrom("events").select(["id", "title", "created_by", "exclusivity", "confidential"]).where("id", "=", ""),
);
const imageFacts = compiledOnce((db) =>
  db
    .selectFrom("images")
    .select(["id", "title", "uploaded_by", "associated_event_id", "withheld_at"])
    .where("id", "=", ""),
);

/** The facts the access layer decides on, and the actor's relations to events: the only SQL access decisions read. */
export function accessRepository(db: Db) {
  /** Of these members, those who blocked the actor or whom she blocked. */
  async function blockedEitherWay(actorId: number, userIds: readonly number[]): Promise<Set<number>> {
    const blocked = new Set<number>();
    for (const ids of chunks(userIds)) {
      const rows = await db
        .selectFrom("member_blocks")
        .select(["blocker_id", "blocked_id"])
        .where((eb) =>
          eb.or([
            eb.and([eb("blocker_id", "=", actorId), eb("blocked_id", "in", ids)]),
            eb.and([eb("blocked_id", "=", actorId), eb("blocker_id", "in", ids)]),
          ]),
        )
        .execute();
      for (const row of rows) blocked.add(row.blocker_id === actorId ? row.blocked_id : row.blocker_id);
    }
    return blocked;
  }

  /** Of these members, those present: active, and not closing their account. */
  async function presentMembers(userIds: readonly number[]): Promise<Set<number>> {
    const present = new Set<number>();
    for (const ids of chunks(userIds)) {
      const rows = await db
        .selectFrom("users")
        .leftJoin("account_closures", (join) =>
          join.onRef("account_closures.user_id", "=", "users.user_id").on("account_closures.erased_at", "is", null),
        )
        .select("users.user_id")
        .where("users.user_id", "in", ids)
        .where("users.active", "=", 1)
        .where("account_closures.user_id", "is", null)
        .execute();
      for (const row of rows) present.add(row.user_id);
    }
    return present;
  }

  return {
    blockedEitherWay,
    presentMembers,

    /** A member someone would tag in a photo: what makes her an actor, and her choice (migration 0062). */
    tagTarget(userId: number) {
      return db
        .selectFrom("users")
        .leftJoin("photo_tag_settings", "photo_tag_settings.user_id", "users.user_id")
        .select((eb) => [
          "users.user_id",
          "users.type",
          "users.admin",
          hasSecondFactor(eb).as("has_second_factor"),
          secondFactorForAllSetting(eb).as("second_factor_for_all"),
          "photo_tag_settings.who_may_tag",
        ])
        .where("users.user_id", "=", userId)
        .executeTakeFirst();
    },

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

    introductionFacts(id: string) {
      return db
        .selectFrom("introductions")
        .select(["asker_id", "introducer_id", "to_user_id", "state", "forwarded_at"])
        .where("id", "=", id)
        .executeTakeFirst();
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

    /** Her tier's duties and her term (decision 61): what the committees' and volunteer slots' rules decide on. */
    dutyRow: (userId: number) =>
      db
        .selectFrom("users")
        .leftJoin("membership_tiers", "membership_tiers.id", "users.membership_tier")
        .select([
          "users.membership_tier as tier_id",
          "membership_tiers.committees",
          "membership_tiers.volunteering",
          "users.created_at",
          "users.membership_term_start",
          "users.membership_term_end",
        ])
        .where("users.user_id", "=", userId)
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
        .select(["id", "title", "created_by", "exclusivity", "confidential"])
        .where((eb) => eb.or([eb("id", "=", key), eb("slug", "=", key)]))
        .executeTakeFirst();
    },

    async imageFacts(id: string) {
      const [row] = await imageFacts(db, [id]);
      return row;
    },

    /** A member's standing (active, closing: decision 0067) and field choices, for her profile. */
    memberFacts(userId: number) {
      return db
        .selectFrom("users")
        .leftJoin("member_profiles", "member_profiles.user_id", "users.user_id")
        .leftJoin("account_closures", (join) =>
          join.onRef("account_closures.user_id", "=", "users.user_id").on("account_closures.erased_at", "is", null),
        )
        .select([
          "users.user_id",
          "users.active",
          "member_profiles.hidden_fields",
          "account_closures.user_id as closing",
        ])
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
