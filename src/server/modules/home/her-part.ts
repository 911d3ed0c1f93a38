import { accessControl, type Actor, can, type EventRelation, NO_RELATION } from "../../access/index.ts";
import { createKeyedVersionedCache } from "../../kernel/caches/keyed-versioned-cache.ts";
import type { Db } from "../../kernel/database/database.ts";
import type { MembersHome } from "../../../shared/profiles.ts";
import { type EventRow, toHomeComment, toHomeEvent } from "./mapper.ts";
import { homeRepository, type CommentRow } from "./repository.ts";

type HerPart = Pick<MembersHome, "next_events" | "invitations" | "comments">;

interface Kept {
  part: HerPart;
  madeAt: number;
  /** When time alone changes her part: the first of the events shown ends, or an invitation shown expires. */
  validUntil: number;
}

/**
 * What the members' home shows her alone: her next events, the invitations she has not answered, the comments for her.
 * Read by index with compiled queries (repository.ts), put through the access layer, and kept per member (and her type
 * and role) while the versions of what it is made of stand (events, images, comments: `version` is their sum) and
 * until time alone changes it. Bounded: the members least recently seen go first.
 */
export function herPartOfHome(db: Db, shown: { next: number; invitations: number; comments: number }) {
  const home = homeRepository(db);
  const access = accessControl(db);
  const kept = createKeyedVersionedCache<Kept>({
    name: "members-home-hers",
    maxEntries: 10_000,
    maxBytes: 16 * 1024 * 1024,
    sizeOf: (value) => JSON.stringify(value.part).length * 2,
  });

  /** The comments for her that the access layer lets her see (a comment follows what it is on). */
  async function commentsForHer(actor: Actor) {
    const candidates = await home.commentsForHer(actor.user_id, shown.comments * 4);
    const undecided = new Set<string>();
    const readableEvents = new Set<string>();
    for (const c of candidates) {
      if (c.event_title === null) continue;
      const facts = {
        exclusivity: c.event_exclusivity!,
        created_by: c.event_created_by,
        confidential: c.event_confidential ?? 0,
      };
      if (!can.event.readDecidedWithoutRelation(actor, facts)) undecided.add(c.commentable_id);
      else if (can.event.read(actor, facts, NO_RELATION)) readableEvents.add(c.commentable_id);
    }
    if (undecided.size > 0)
      for (const id of await access.readableEventIds(actor, [...undecided])) readableEvents.add(id);
    const images = candidates.flatMap((c) =>
      c.image_uploaded_by !== null
        ? [
            {
              id: c.commentable_id,
              uploaded_by: c.image_uploaded_by,
              associated_event_id: c.image_event_id,
              withheld_at: c.image_withheld_at,
            },
          ]
        : [],
    );
    const readableImages = new Set((await access.readableImages(actor, images)).map((image) => image.id));
    // Never a word said at a confidential gathering, even to those who were there (decision 0059).
    const quotable = (c: CommentRow) =>
      c.event_title === null ||
      can.comment.quoteOutside({ kind: "event", facts: { confidential: c.event_confidential ?? 0 } });
    return candidates
      .filter((c) => readableEvents.has(c.commentable_id) || readableImages.has(c.commentable_id))
      .filter(quotable)
      .slice(0, shown.comments);
  }

  async function read(actor: Actor, now: number): Promise<Kept> {
    const [next, invitations, comments] = await Promise.all([
      home.nextEvents(actor.user_id, now, shown.next),
      home.pendingInvitations(actor.user_id, now, shown.invitations),
      commentsForHer(actor),
    ]);
    // Her relation to each, as the queries found it: she takes part in or hosts her next events; she holds a usable
    // invitation to the others and has not joined them.
    const event = (row: EventRow, relation: EventRelation) =>
      can.event.read(actor, row, relation) ? [toHomeEvent(row, can.event.seeVirtualLink(actor, row, relation))] : [];
    const ends = [
      ...next.map((row) => Number(row.ends_at) + 1),
      ...invitations.map((row) => Math.min(Number(row.ends_at) + 1, Number(row.expires_at))),
    ];
    return {
      part: {
        next_events: next.flatMap((row) => event(row, { isParticipant: Boolean(row.takes_part), invitation: "none" })),
        invitations: invitations.flatMap((row) =>
          event(row, { isParticipant: false, invitation: "pending" }).map((shownEvent) => ({
            ...shownEvent,
            invited_by: row.invited_by ?? null,
          })),
        ),
        comments: comments.map(toHomeComment),
      },
      madeAt: now,
      validUntil: Math.min(Infinity, ...ends),
    };
  }

  return async function herPart(actor: Actor, version: number, now: number): Promise<HerPart> {
    const key = `${actor.user_id}|${actor.type}|${actor.admin ? "admin" : "member"}`;
    const found = kept.get(key, version);
    if (found && found.madeAt <= now && now < found.validUntil) return found.part;
    const fresh = await read(actor, now);
    kept.store(key, version, fresh);
    return fresh.part;
  };
}
