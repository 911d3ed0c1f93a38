import {
  accessControl,
  type Actor,
  can,
  type EventInvitations,
  type EventRelation,
  NO_RELATION,
  relationsKnowing,
} from "../../access/index.ts";
import type { Db } from "../../kernel/database/database.ts";
import { CLOSE, COMMA, OPEN, PiecedJson, viewerTail, type JsonBytes } from "../../kernel/http/json-pieces.ts";
import { toViewerFields, viewerFieldsChangeAt } from "./mapper.ts";
import type { EventRow, Roster } from "./repository.ts";

/** One event as every viewer sees it: its row, who takes part or waits, and its shared JSON. */
export interface CachedEvent {
  row: EventRow;
  roster: Roster;
  participantIds: ReadonlySet<number>;
  /** Its shared JSON as seen from outside: a confidential gathering without its participants. */
  json: Buffer;
  /** As those who may read its inside see it (the same bytes unless it is confidential; decision 0059). */
  insideJson: Buffer;
}

/**
 * The shared bytes of an event for this viewer: its inside only where the access layer lets her read it. The viewer's
 * tail says which (`inside_visible`), so bytes and their shape never disagree.
 */
export const sharedBytesFor = (event: CachedEvent, actor: Actor, relation: EventRelation) =>
  can.event.readInside(actor, event.row, relation) ? event.insideJson : event.json;

/**
 * A list of events kept under the events version (the whole list, or the window a page is cut from), with one answer
 * per member type (and per member type for admins) for a member who has no relation to any of its events, encoded once
 * with where each item begins and ends. A viewer's answer is that variant's bytes as they are or, when some events on
 * her answer are hers (she takes part, waits, created them, or was invited to an invite-only one), runs of them with
 * only her items encoded between.
 */
export interface EventList {
  /** Names the list among those kept (the whole list, one window of pages): the start of its variants' keys. */
  name: string;
  events: readonly CachedEvent[];
  /** A page: the first `limit` events the viewer may see. Undefined for every one of them (the whole list). */
  limit: number | undefined;
  /** False when more events follow those read: a viewer who may see no more than `limit` of them is read directly. */
  complete: boolean;
  /** Per member, the events whose fields are hers alone: she takes part, waits or created them (ascending indexes). */
  ownBy: ReadonlyMap<number, readonly number[]>;
  /** The invite-only events, which an invitation may show a member outside any variant. */
  inviteOnly: readonly number[];
  /** Every member's invitations to the invite-only events, read with the list. */
  invitations: EventInvitations;
  /** The variants made so far, by member type; all made at `madeAt` and exact until `validUntil`. */
  variants: Map<string, Variant>;
  madeAt: number;
  /** When time alone (a held seat released, replies closing) next changes some event's fields: variants start over. */
  validUntil: number;
  /** Counts the times the variants started over, so their names (and what is compressed from them) change too. */
  generation: number;
}

/** The answer to a member of one type with no relation to any event, and where each event's item lies in it. */
interface Variant {
  /** Names these exact bytes: the list, the member type, whether admin, and the list's generation. */
  key: string;
  /** The answer: the first `limit` items it may see (every one for the whole list), as a JSON array. */
  bytes: Buffer;
  /**
   * The events before this index are those its answer reaches: all of them, unless another page follows its answer.
   * Then no member of its type has an event at or after it on her page, and another page follows hers too: a relation
   * only adds events to what a member may see (can.event.read), so hers fills up no later.
   */
  reach: number;
  /** Per event up to `reach`: where the first item at or after it begins (the closing bracket when none does). */
  firstFrom: Uint32Array;
  /** Per event up to `reach`: where the last item before it ends (right after the opening bracket when none does). */
  lastEndBefore: Uint32Array;
  /** Per event up to `reach`: how many of its items come before it. */
  countBefore: Uint32Array;
  /** Per item of the answer: its event's index. */
  itemAt: Uint32Array;
  /** How many of the list's events it may see, those past `reach` included. */
  total: number;
}

export interface ListAnswer {
  json: JsonBytes;
  /** The last event of a page when another page follows. */
  last: EventRow | undefined;
  /** Which viewers share these bytes: the variant's key, then each of her own items (compressed-answers.ts). */
  shape: string;
  /** Whether the bytes are the variant's, as every member of her type with no event of her own on them is answered. */
  sharedBy: "many" | "one";
}

/** Makes the list kept for these events (in list order), with its index of whose items they are. */
export async function eventList(
  db: Db,
  name: string,
  events: readonly CachedEvent[],
  { limit, complete }: { limit: number | undefined; complete: boolean },
): Promise<EventList> {
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
  const invitations = await accessControl(db).invitationsToEvents(inviteOnly.map((index) => events[index]!.row.id));
  const now = Date.now();
  return {
    name,
    events,
    limit,
    complete,
    ownBy,
    inviteOnly,
    invitations,
    variants: new Map(),
    madeAt: now,
    validUntil: nextChange(events, now),
    generation: 0,
  };
}

/**
 * The list as this viewer may see it (its first `limit` events for a page), byte for byte what the direct read (the
 * access layer's SQL form, mapped per viewer) answers. Undefined when the list holds too few events she may see for a
 * page and more events follow: the caller reads that page directly.
 */
export function listAnswer(list: EventList, actor: Actor): ListAnswer | undefined {
  const now = Date.now();
  // A clock set back (or a test travelling in time) makes them start over too.
  if (now >= list.validUntil || now < list.madeAt) {
    list.variants.clear();
    list.madeAt = now;
    list.validUntil = nextChange(list.events, now);
    list.generation += 1;
  }
  const key = `${actor.type}${actor.admin ? "|admin" : ""}`;
  let variant = list.variants.get(key);
  if (!variant) {
    variant = makeVariant(list, actor, key);
    list.variants.set(key, variant);
  }
  const own = ownItems(list, variant, actor, now);
  if (own.length === 0) return sharedAnswer(list, variant);
  return assemble(list, variant, own, actor, now);
}

/**
 * An event's item as this viewer is answered: its shared bytes and her fields. The one place a viewer's own item is
 * made (the variants are made by it too, for a viewer with no relation), so a field that depends on her goes here.
 */
function viewerItem(event: CachedEvent, actor: Actor, relation: EventRelation, now: number): [Buffer, Buffer] {
  return [
    sharedBytesFor(event, actor, relation),
    viewerTail(toViewerFields(event.row, event.roster, actor, relation, now)),
  ];
}

/** Whether another page follows `total` items, and whether they are too few to tell (more events were not read). */
function pageEnd(list: EventList, total: number): { more: boolean; unknown: boolean } {
  const more = list.limit !== undefined && total > list.limit;
  return { more, unknown: !more && list.limit !== undefined && !list.complete };
}

function sharedAnswer(list: EventList, variant: Variant): ListAnswer | undefined {
  const { more, unknown } = pageEnd(list, variant.total);
  if (unknown) return undefined;
  const last = more ? list.events[variant.reach - 1]!.row : undefined;
  return { json: variant.bytes, last, shape: variant.key, sharedBy: "many" };
}

function makeVariant(list: EventList, actor: Actor, key: string): Variant {
  const { events } = list;
  const limit = list.limit ?? Infinity;
  const readable = events.map((event) => can.event.readWithoutRelation(actor, event.row));
  // Each item as any member of her type and role with no relation to the event is shown it: the variant's bytes.
  const memberWithNoRelation: Actor = { user_id: 0, type: actor.type, admin: actor.admin };
  const total = readable.filter(Boolean).length;
  // Another page follows for every member of its type: hers ends no later than its own.
  let reach = events.length;
  for (let index = 0, count = 0; total > limit; index++)
    if (readable[index] && ++count === limit) {
      reach = index + 1;
      break;
    }
  const parts: Buffer[] = [OPEN];
  const firstFrom = new Uint32Array(reach + 1);
  const lastEndBefore = new Uint32Array(reach + 1);
  const countBefore = new Uint32Array(reach + 1);
  const itemAt = new Uint32Array(Math.min(total, limit));
  let offset = OPEN.length;
  let lastEnd = OPEN.length;
  let count = 0;
  const starts: number[] = [];
  for (let index = 0; index < reach; index++) {
    lastEndBefore[index] = lastEnd;
    countBefore[index] = count;
    if (!readable[index]) {
      starts.push(-1);
      continue;
    }
    if (count > 0) {
      parts.push(COMMA);
      offset += COMMA.length;
    }
    starts.push(offset);
    itemAt[count] = index;
    count += 1;
    for (const piece of viewerItem(events[index]!, memberWithNoRelation, NO_RELATION, list.madeAt)) {
      parts.push(piece);
      offset += piece.length;
    }
    lastEnd = offset;
  }
  lastEndBefore[reach] = lastEnd;
  countBefore[reach] = count;
  parts.push(CLOSE);
  firstFrom[reach] = offset;
  for (let index = reach - 1; index >= 0; index--)
    firstFrom[index] = starts[index]! >= 0 ? starts[index]! : firstFrom[index + 1]!;
  return {
    key: `${list.name}|${key}|${list.generation}`,
    bytes: Buffer.concat(parts, offset + CLOSE.length),
    reach,
    firstFrom,
    lastEndBefore,
    countBefore,
    itemAt,
    total,
  };
}

/**
 * The events within the variant's reach whose fields are the viewer's own and that she may see, ascending, with her
 * relation to each: those she takes part in, waits for or created, and the invite-only ones she was invited to (from the
 * invitations read with the list, for those her participation does not already show).
 */
function ownItems(list: EventList, variant: Variant, actor: Actor, now: number): [number, EventRelation][] {
  const { events } = list;
  const mine = new Set((list.ownBy.get(actor.user_id) ?? []).filter((index) => index < variant.reach));
  const inviteOnly = list.inviteOnly.filter((index) => index < variant.reach && !mine.has(index));
  const candidates = [...mine, ...inviteOnly].sort((a, b) => a - b);
  const relations = relationsKnowing(
    actor,
    candidates.map((index) => events[index]!),
    (eventId) => list.invitations.stateOf(actor.user_id, eventId, now),
  );
  const own: [number, EventRelation][] = [];
  candidates.forEach((index, at) => {
    const relation = relations[at]!;
    const hers = mine.has(index) || relation.invitation !== "none";
    if (hers && can.event.read(actor, events[index]!.row, relation)) own.push([index, relation]);
  });
  return own;
}

/** The variant's runs between the viewer's own items, and those items as they are for her, up to the end of her page. */
function assemble(
  list: EventList,
  variant: Variant,
  own: readonly [number, EventRelation][],
  actor: Actor,
  now: number,
): ListAnswer | undefined {
  const { bytes, firstFrom, lastEndBefore, countBefore, itemAt, reach } = variant;
  const limit = list.limit ?? Infinity;
  const inVariant = (index: number) => countBefore[index + 1]! > countBefore[index]!;
  // Where her page ends: right after her `limit`-th item, the variant's items and her own ones it lacks counted.
  let end = reach;
  let added = 0;
  let ended = false;
  for (const [index] of own) {
    if (!ended && countBefore[index]! + added >= limit) {
      end = itemAt[limit - added - 1]! + 1;
      ended = true;
    }
    if (!inVariant(index)) added += 1;
    if (!ended && countBefore[index + 1]! + added >= limit) {
      end = index + 1;
      ended = true;
    }
  }
  if (!ended && countBefore[reach]! + added >= limit) end = itemAt[limit - added - 1]! + 1;
  const { more, unknown } = pageEnd(list, variant.total + added);
  if (unknown) return undefined;
  const last = more ? list.events[end - 1]!.row : undefined;
  const mine = own.filter(([index]) => index < end);
  // None of hers on the page: it is the variant's own (her page ends where the variant's does).
  if (mine.length === 0 && end === reach) return { json: bytes, last, shape: variant.key, sharedBy: "many" };

  const parts: Buffer[] = [OPEN];
  let length = OPEN.length + CLOSE.length;
  const shape = [variant.key, `..${end}`];
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
  for (const [index, relation] of mine) {
    run(index);
    next = index + 1;
    const [json, tail] = viewerItem(list.events[index]!, actor, relation, now);
    add(json, tail);
    shape.push(`${index}:${tail.toString("latin1")}`);
  }
  run(end);
  parts.push(CLOSE);
  return { json: new PiecedJson(parts, length), last, shape: shape.join(","), sharedBy: "one" };
}

function nextChange(events: readonly CachedEvent[], now: number): number {
  let next = Infinity;
  for (const { row } of events) next = Math.min(next, viewerFieldsChangeAt(row, now));
  return next;
}
