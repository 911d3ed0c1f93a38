import { accessControl } from "../../access/access.ts";
import { eventRules, NO_RELATION, type Actor, type EventRelation } from "../../access/rules.ts";
import { changeVersionsRepository } from "../../db/change-versions-repository.ts";
import type { Db } from "../../db/database.ts";
import { CLOSE, COMMA, OPEN, viewerTail } from "../../http/json-pieces.ts";
import { toViewerFields, viewerFieldsChangeAt } from "./mapper.ts";
import { eventsRepository } from "./repository.ts";
import { toCachedEvents, type CachedEvent, type EventsCache } from "./cached-list.ts";

/**
 * The whole events list (GET /api/events with no parameters): every event in list order, kept under the events version,
 * with one answer per member type (and per member type for admins) for a member who has no relation to any event,
 * encoded once. A viewer's answer is that variant's bytes as they are, or, when some events are hers (she takes part,
 * waits, created them, or was invited to an invite-only one), runs of it with only her items encoded between them.
 */
export interface WholeList {
  events: readonly CachedEvent[];
  /** Per member, the events whose fields are hers alone: she takes part, waits or created them (ascending indexes). */
  ownBy: ReadonlyMap<number, readonly number[]>;
  /** The invite-only events, which an invitation may show a member outside any variant. */
  inviteOnly: readonly number[];
  /** The variants made so far, by `variantKey`; all made at `madeAt` and exact until `validUntil`. */
  variants: Map<string, Variant>;
  madeAt: number;
  /** When time alone (a held seat released, replies closing) next changes some event's fields: variants start over. */
  validUntil: number;
  /** Counts the times the variants started over, so their names (and what is compressed from them) change too. */
  generation: number;
}

/** The answer to a member of one type with no relation to any event, and where each event's item lies in it. */
interface Variant {
  /** Names these exact bytes: its member type, whether admin, and the list's generation. */
  key: string;
  bytes: Buffer;
  /** Per event: where the first item at or after it begins (the closing bracket when none does). */
  firstFrom: Uint32Array;
  /** Per event, and one more: where the last item before it ends (right after the opening bracket when none does). */
  lastEndBefore: Uint32Array;
}

export interface WholeListAnswer {
  json: Buffer;
  version: number;
  /** Which viewers share these bytes: the variant's key, then each of her own items (compressed-answers.ts). */
  shape: string;
  /** Whether the bytes are the variant's, as every member of her type with no event of her own is answered. */
  sharedBy: "many" | "one";
}

const variantKey = (actor: Actor) => `${actor.type}${actor.admin ? "|admin" : ""}`;

/** The whole list as this viewer may see it, byte for byte what the direct read (the access layer's SQL form) answers. */
export async function cachedWholeList(db: Db, cache: EventsCache, actor: Actor): Promise<WholeListAnswer> {
  const version = await changeVersionsRepository(db).read("events");
  cache.whole.align(version);
  let whole = cache.whole.get("whole");
  if (!whole) {
    whole = await readWholeList(db);
    cache.whole.store(version, "whole", whole);
  }
  const now = Date.now();
  // A clock set back (or a test travelling in time) makes them start over too.
  if (now >= whole.validUntil || now < whole.madeAt) {
    whole.variants.clear();
    whole.madeAt = now;
    whole.validUntil = nextChange(whole.events, now);
    whole.generation += 1;
  }
  const key = variantKey(actor);
  let variant = whole.variants.get(key);
  if (!variant) {
    variant = makeVariant(whole, actor, key);
    whole.variants.set(key, variant);
  }
  const own = await ownItems(db, whole, actor);
  if (own.length === 0) return { json: variant.bytes, version, shape: variant.key, sharedBy: "many" };
  return { ...assemble(whole, variant, own, actor, now), version, sharedBy: "one" };
}

/**
 * An event's item as this viewer is answered: its shared bytes and her fields. The one place a viewer's own item is
 * made (the variants are made by it too, for a viewer with no relation), so a field that depends on her goes here.
 */
function viewerItem(event: CachedEvent, actor: Actor, relation: EventRelation, now: number): [Buffer, Buffer] {
  return [event.json, viewerTail(toViewerFields(event.row, event.roster, actor, relation, now))];
}

function makeVariant(whole: WholeList, actor: Actor, key: string): Variant {
  const nobody: Actor = { user_id: 0, type: actor.type, admin: actor.admin };
  const parts: Buffer[] = [OPEN];
  const count = whole.events.length;
  const firstFrom = new Uint32Array(count + 1);
  const lastEndBefore = new Uint32Array(count + 1);
  let offset = OPEN.length;
  let lastEnd = OPEN.length;
  const starts: number[] = [];
  for (const [index, event] of whole.events.entries()) {
    lastEndBefore[index] = lastEnd;
    if (!eventRules.read(nobody, event.row, NO_RELATION)) {
      starts.push(-1);
      continue;
    }
    if (offset > OPEN.length) {
      parts.push(COMMA);
      offset += COMMA.length;
    }
    starts.push(offset);
    for (const piece of viewerItem(event, nobody, NO_RELATION, whole.madeAt)) {
      parts.push(piece);
      offset += piece.length;
    }
    lastEnd = offset;
  }
  lastEndBefore[count] = lastEnd;
  parts.push(CLOSE);
  firstFrom[count] = offset;
  for (let index = count - 1; index >= 0; index--)
    firstFrom[index] = starts[index]! >= 0 ? starts[index]! : firstFrom[index + 1]!;
  return {
    key: `${key}|${whole.generation}`,
    bytes: Buffer.concat(parts, offset + CLOSE.length),
    firstFrom,
    lastEndBefore,
  };
}

/**
 * The events whose fields are the viewer's own, ascending, with her relation to each: those she takes part in, waits
 * for or created, and the invite-only ones she was invited to (one query, only for those her participation does not
 * already show).
 */
async function ownItems(db: Db, whole: WholeList, actor: Actor): Promise<[number, EventRelation][]> {
  const mine = whole.ownBy.get(actor.user_id) ?? [];
  const { events } = whole;
  const isParticipant = (index: number) => events[index]!.participantIds.has(actor.user_id);
  const undecided = actor.admin
    ? []
    : whole.inviteOnly.filter(
        (index) => !eventRules.readDecidedWithoutRelation(actor, events[index]!.row) && !isParticipant(index),
      );
  const invitations = undecided.length
    ? await accessControl(db).invitationStates(
        actor,
        undecided.map((index) => events[index]!.row.id),
      )
    : undefined;
  const invited = undecided.filter((index) => invitations?.has(events[index]!.row.id));
  const indexes = invited.length ? [...new Set([...mine, ...invited])].sort((a, b) => a - b) : mine;
  return indexes.map((index) => [
    index,
    { isParticipant: isParticipant(index), invitation: invitations?.get(events[index]!.row.id) ?? "none" },
  ]);
}

/** The variant's runs between the viewer's own items, and those items as they are for her. */
function assemble(
  whole: WholeList,
  variant: Variant,
  own: readonly [number, EventRelation][],
  actor: Actor,
  now: number,
): { json: Buffer; shape: string } {
  const { bytes, firstFrom, lastEndBefore } = variant;
  const parts: Buffer[] = [OPEN];
  let length = OPEN.length + CLOSE.length;
  const shape = [variant.key];
  const add = (...pieces: Buffer[]) => {
    if (parts.length > 1) pieces.unshift(COMMA);
    for (const piece of pieces) length += piece.length;
    parts.push(...pieces);
  };
  let next = 0;
  const run = (before: number) => {
    const from = firstFrom[next]!;
    const to = lastEndBefore[before]!;
    if (from < to) add(bytes.subarray(from, to));
  };
  for (const [index, relation] of own) {
    run(index);
    next = index + 1;
    const event = whole.events[index]!;
    if (!eventRules.read(actor, event.row, relation)) continue;
    const [json, tail] = viewerItem(event, actor, relation, now);
    add(json, tail);
    shape.push(`${index}:${tail.toString("latin1")}`);
  }
  run(whole.events.length);
  parts.push(CLOSE);
  return { json: Buffer.concat(parts, length), shape: shape.join(",") };
}

function nextChange(events: readonly CachedEvent[], now: number): number {
  let next = Infinity;
  for (const { row } of events) next = Math.min(next, viewerFieldsChangeAt(row, now));
  return next;
}

async function readWholeList(db: Db): Promise<WholeList> {
  const rows = await eventsRepository(db).list("everyone", { order: "asc" });
  const events = await toCachedEvents(db, rows);
  const ownBy = new Map<number, number[]>();
  const inviteOnly: number[] = [];
  const own = (userId: number | null, index: number) => {
    if (userId === null) return;
    const list = ownBy.get(userId);
    if (!list) ownBy.set(userId, [index]);
    else if (list.at(-1) !== index) list.push(index);
  };
  for (const [index, { row, roster }] of events.entries()) {
    if (row.exclusivity !== "open") inviteOnly.push(index);
    own(row.created_by, index);
    for (const entry of roster.participants) own(entry.user_id, index);
    for (const entry of roster.waitlist) own(entry.user_id, index);
  }
  const now = Date.now();
  return {
    events,
    ownBy,
    inviteOnly,
    variants: new Map(),
    madeAt: now,
    validUntil: nextChange(events, now),
    generation: 0,
  };
}
