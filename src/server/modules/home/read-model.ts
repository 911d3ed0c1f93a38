import {
  accessControl,
  type Actor,
  can,
  type EventInvitations,
  type EventKnowingParticipants,
  relationsKnowing,
} from "../../access/index.ts";
import { compiledOnce } from "../../kernel/caches/compiled-once.ts";
import { createVersionedCache } from "../../kernel/caches/versioned-cache.ts";
import type { Db } from "../../kernel/database/database.ts";
import type { DirectoryCard } from "../../../shared/profiles.ts";
import { profilesService } from "../profiles/index.ts";
import { homeRepository, type NewEventRow, type PhotoRow } from "./repository.ts";

/** How many of the newest events and photos the read model keeps: enough for nearly every member's few. */
const WINDOW = { events: 40, photos: 48 } as const;

/**
 * What every member of one type and role is shown alike, kept while the events, images and members versions stay the
 * same (migrations 0011 and 0075): the newest events such a member with no relation to any event may see (the access
 * layer's SQL form for her), the newest photos with the facts the access layer decides them on, who joined this month,
 * and who takes part in or was invited to the events named, so that each member's own part is found in memory.
 */
interface SharedHome {
  madeAt: number;
  /** Newest first, none ended at `madeAt`; `eventsFull`: older ones may follow. */
  events: readonly NewEventRow[];
  eventsFull: boolean;
  /** Newest first, whoever may see them; `photosFull`: older ones may follow. */
  photos: readonly PhotoRow[];
  photosFull: boolean;
  /** The events above and those the photos are linked to, with who takes part in each. */
  known: ReadonlyMap<string, EventKnowingParticipants>;
  invitations: EventInvitations;
  /** Who joined this month, as this type and role sees their cards, newest first. */
  members: readonly DirectoryCard[];
}

/** The versions the members' home is kept under, read at once: compiled once. */
const versions = compiledOnce((db) =>
  db
    .selectFrom("change_versions")
    .select(["name", "version"])
    .where("name", "in", ["events", "images", "members", "comments"]),
);

/**
 * The versions of what every member of a type shares (events, images, members) and of what is hers alone (events,
 * images, comments), each as one number: every version only grows, so their sum moves on whenever one of them does.
 */
export async function readHomeVersions(db: Db) {
  const rows = await versions(db, ["events", "images", "members", "comments"]);
  const of = (name: string) => Number(rows.find((row) => row.name === name)?.version ?? 0);
  return {
    shared: of("events") + of("images") + of("members"),
    hers: of("events") + of("images") + of("comments"),
  };
}

/**
 * The members' home's read model: her new events, new photos and new members, cut from what her type shares, with her
 * own part (what she takes part in, was invited to or wrote) found from the relations kept with it. A member for whom
 * the kept window holds too few is read directly.
 */
export function homeReadModel(db: Db, shown: { newEvents: number; photos: number; members: number }) {
  const home = homeRepository(db);
  const access = accessControl(db);
  const profiles = profilesService(db);
  const cache = createVersionedCache<SharedHome>("members-home", 16);

  async function read(viewer: Actor, now: number, monthStart: number): Promise<SharedHome> {
    const [events, photos, members] = await Promise.all([
      home.newestEvents(viewer, now, WINDOW.events),
      home.newestPhotos(0, null, WINDOW.photos),
      profiles.joinedSince(viewer, monthStart, shown.members),
    ]);
    const windowIds = new Set(events.map((row) => row.id));
    const linkedIds = [...new Set(photos.flatMap((photo) => photo.associated_event_id ?? []))].filter(
      (id) => !windowIds.has(id),
    );
    const linked = await home.eventFacts(linkedIds);
    const rows = [...events, ...linked];
    const ids = rows.map((row) => row.id);
    const [participants, invitations] = await Promise.all([home.participantsOf(ids), access.invitationsToEvents(ids)]);
    const known = new Map(rows.map((row) => [row.id, { row, participantIds: participants.get(row.id)! }]));
    return {
      madeAt: now,
      events,
      eventsFull: events.length === WINDOW.events,
      photos,
      photosFull: photos.length === WINDOW.photos,
      known,
      invitations,
      members,
    };
  }

  /** What her type and role share, as of `now`: from the cache while the versions stand. */
  async function shared(actor: Actor, version: number, now: number, monthStart: number) {
    cache.align(version);
    const key = `${actor.type}|${actor.admin ? "admin" : "member"}|${monthStart}`;
    const kept = cache.get(key);
    if (kept && kept.madeAt <= now) return kept;
    // Kept only once read for a member of her type and role with no relation to anything (user 0 is nobody).
    const fresh = await read({ user_id: 0, type: actor.type, admin: actor.admin }, now, monthStart);
    if (!kept) cache.store(version, key, fresh);
    return fresh;
  }

  /** Events she has no part in yet, from the window (undefined when it holds too few for her). */
  function newEventsFrom(model: SharedHome, actor: Actor, since: number, now: number) {
    const found: NewEventRow[] = [];
    for (const row of model.events) {
      if (Number(row.created_at) <= since) return found;
      if (Number(row.ends_at) < now || row.created_by === actor.user_id) continue;
      if (model.known.get(row.id)!.participantIds.has(actor.user_id)) continue;
      if (model.invitations.stateOf(actor.user_id, row.id, now) !== "none") continue;
      found.push(row);
      if (found.length === shown.newEvents) return found;
    }
    return model.eventsFull ? undefined : found;
  }

  /** Whether she may see the photo: the access layer's rule, with her relation to its event from what is kept. */
  function readable(model: SharedHome, actor: Actor, photo: PhotoRow, now: number) {
    if (can.image.readDecidedWithoutEvent(actor, photo)) return can.image.read(actor, photo, false);
    const event = model.known.get(photo.associated_event_id!);
    if (!event) return can.image.read(actor, photo, false);
    const [relation] = relationsKnowing(actor, [event], (id) => model.invitations.stateOf(actor.user_id, id, now));
    return can.image.read(actor, photo, can.event.read(actor, event.row, relation!));
  }

  /** Photos others uploaded since `since` that she may see, from the window (undefined when it holds too few). */
  function newPhotosFrom(model: SharedHome, actor: Actor, since: number, now: number) {
    const found: PhotoRow[] = [];
    for (const photo of model.photos) {
      if (Number(photo.created_at) <= since) return found;
      if (photo.uploaded_by === actor.user_id || !readable(model, actor, photo, now)) continue;
      found.push(photo);
      if (found.length === shown.photos) return found;
    }
    return model.photosFull ? undefined : found;
  }

  return async function whatIsNew(actor: Actor, version: number, since: number, now: number, monthStart: number) {
    const model = await shared(actor, version, now, monthStart);
    const [events, photos] = await Promise.all([
      newEventsFrom(model, actor, since, now) ?? home.newEvents(actor, since, now, shown.newEvents),
      newPhotosFrom(model, actor, since, now) ??
        home
          .newestPhotos(since, actor.user_id, shown.photos * 4)
          .then(async (rows) => (await access.readableImages(actor, rows)).slice(0, shown.photos)),
    ]);
    return { events, photos, members: model.members.filter((member) => member.user_id !== actor.user_id) };
  };
}
