import { canonicalCategory } from "../../../shared/event-categories.ts";
import { avatarUrl } from "../../../shared/profiles.ts";
import type { EventCover } from "../../../shared/event-cover.ts";
import { GALLERY_PATHS } from "../../../shared/paths/gallery.ts";
import { callPath } from "../../../shared/paths/call-path.ts";
import type { Event } from "../../../shared/events.ts";
import { EVENT_TYPES, type Exclusivity, type ReservedSeats } from "../../../shared/event-limits.ts";
import type { EventFields } from "../../../shared/event-fields.ts";
import { type Actor, can, type EventRelation } from "../../access/index.ts";
import type { EventRow, EventValues, Roster } from "./repository.ts";
import { instantOf } from "./instants.ts";
import { seatCounts, type SeatPlan } from "./seats.ts";

/**
 * Where an event's banner is served. The media module owns image URLs: keep this in step with its routes
 * (one function, so it changes in one place).
 */
export const bannerImageUrl = (imageId: string) => callPath(GALLERY_PATHS.variant, { id: imageId, variant: "display" });

const iso = (ms: number) => new Date(ms).toISOString();

/** The fields of an event answer that depend on who asks. */
export type ViewerFields = Pick<
  Event,
  | "is_participant"
  | "can_edit"
  | "can_join"
  | "seats_left"
  | "reserved_seats_left"
  | "waitlist_position"
  | "replies_closed"
  | "virtual_link"
  | "inside_visible"
>;
export type SharedEvent = Omit<Event, keyof ViewerFields>;

/** The only way an event row becomes an answer, with what this viewer may do with it. */
export function toEvent(
  row: EventRow,
  roster: Roster,
  viewer: Actor,
  relation: EventRelation,
  now = Date.now(),
): Event {
  const inside = can.event.readInside(viewer, row, relation);
  return { ...toSharedEvent(row, roster, inside), ...toViewerFields(row, roster, viewer, relation, now) };
}

export const reservedSeatsOf = (row: Pick<EventRow, "reserved_seats">): ReservedSeats =>
  row.reserved_seats ? (JSON.parse(row.reserved_seats) as ReservedSeats) : {};

/** A wall-clock time ("YYYY-MM-DDTHH:MM") in the event's zone, as an instant. */
const wallClockInstant = (value: string, timezone: string) => instantOf(value.slice(0, 10), value.slice(11), timezone);

/** The seats rules at `now`: held seats count until their release time, or the start when none is set. */
export function seatPlanAt(row: EventRow, now: number): SeatPlan {
  const releaseAt = row.reserved_until ? wallClockInstant(row.reserved_until, row.timezone) : row.starts_at;
  return { capacity: row.capacity, held: now < releaseAt ? reservedSeatsOf(row) : {} };
}

/** Whether the RSVP deadline has passed: joining and leaving are closed. */
export const repliesClosed = (row: EventRow, now: number) =>
  row.rsvp_deadline !== null && now >= wallClockInstant(row.rsvp_deadline, row.timezone);

/**
 * The next instant after `now` at which time alone changes an event's viewer fields (its held seats are released, its
 * replies close; see seatPlanAt and repliesClosed), or Infinity when nothing is left to change.
 */
export function viewerFieldsChangeAt(row: EventRow, now: number): number {
  const releaseAt = row.reserved_until ? wallClockInstant(row.reserved_until, row.timezone) : row.starts_at;
  const held = Object.keys(reservedSeatsOf(row)).length > 0;
  const deadline = row.rsvp_deadline === null ? Infinity : wallClockInstant(row.rsvp_deadline, row.timezone);
  return Math.min(held && releaseAt > now ? releaseAt : Infinity, deadline > now ? deadline : Infinity);
}

/** When an event happens, as its emails show it. */
export const whenOf = (row: EventRow) => ({ date: row.event_date, startTime: row.start_time, timezone: row.timezone });

export const seatsOf = (entry: { guests: readonly string[] }) => 1 + entry.guests.length;

/**
 * What every viewer sees alike: the part the events cache keeps (events-cache.ts). `inside`: whether it is for those who
 * may read the event's inside (can.event.readInside); a confidential gathering's participants are theirs alone.
 */
export function toSharedEvent(row: EventRow, roster: Roster, inside: boolean): SharedEvent {
  const banner = row.banner_image_id ? bannerImageUrl(row.banner_image_id) : null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    note: row.note,
    color: row.color,
    type: canonicalCategory(row.type),
    type_label: EVENT_TYPES[canonicalCategory(row.type)] ?? row.type,
    exclusivity: row.exclusivity as Exclusivity,
    confidential: row.confidential === 1,
    event_date: row.event_date,
    end_date: row.end_date,
    start_time: row.start_time,
    end_time: row.end_time,
    timezone: row.timezone,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    is_physical: row.is_physical === 1,
    location: row.location,
    zip_code: row.zip_code,
    city: row.city,
    state: row.state,
    country: row.country,
    image_url: banner,
    bannerImage: banner,
    banner_image_id: row.banner_image_id,
    cover: row.cover === null ? null : (JSON.parse(row.cover) as EventCover),
    // Her photo only when she has one: the answer of a member without stays as it was. A confidential gathering's
    // list only for those who may read its inside (decision 0059). A member whose account is closing is not named
    // (decision 0067).
    participants:
      inside || row.confidential !== 1
        ? roster.participants
            .filter((participant) => participant.present !== false)
            .map(({ user_id, name, guests, avatar_stem }) => ({
              user_id,
              name,
              ...(avatar_stem ? { avatar_url: avatarUrl(avatar_stem) } : {}),
              guests,
            }))
        : [],
    capacity: row.capacity,
    reserved_seats: reservedSeatsOf(row),
    reserved_until: row.reserved_until,
    rsvp_deadline: row.rsvp_deadline,
    rsvp_deadline_at: row.rsvp_deadline ? iso(wallClockInstant(row.rsvp_deadline, row.timezone)) : null,
    guests_max: row.guests_max,
    reminder_minutes: row.reminder_minutes,
    waitlist_count: roster.waitlist.length,
    cancelled_at: row.cancelled_at === null ? null : iso(row.cancelled_at),
    cancel_reason: row.cancel_reason,
    series_id: row.series_id,
    created_by: row.created_by !== null ? { user_id: row.created_by, name: row.creator_name ?? "" } : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** The fields that depend on the viewer, or on the time (held seats are released, replies close). */
export function toViewerFields(
  row: EventRow,
  roster: Roster,
  viewer: Actor,
  relation: EventRelation,
  now = Date.now(),
): ViewerFields {
  const counts = seatCounts(
    seatPlanAt(row, now),
    roster.participants.map((p) => ({ type: p.type, seats: seatsOf(p) })),
  );
  const place = roster.waitlist.findIndex((w) => w.user_id === viewer.user_id);
  const insideVisible = can.event.readInside(viewer, row, relation);
  return {
    inside_visible: insideVisible,
    is_participant: relation.isParticipant,
    can_edit: can.event.manage(viewer, row),
    can_join: !relation.isParticipant && row.cancelled_at === null && can.event.join(viewer, row, relation),
    seats_left: counts.forType(viewer.type),
    reserved_seats_left: counts.heldLeft,
    waitlist_position: place === -1 ? null : place + 1,
    replies_closed: repliesClosed(row, now),
    // Absent, not empty, for whoever may not have it: the shared JSON never holds it.
    ...(can.event.seeVirtualLink(viewer, row, relation) ? { virtual_link: row.virtual_link } : {}),
  };
}

/** The row as this viewer may have it: without the virtual link unless she may see it (ICS files, emails). */
export const withLinkFor = (row: EventRow, viewer: Actor, relation: EventRelation): EventRow =>
  can.event.seeVirtualLink(viewer, row, relation) ? row : { ...row, virtual_link: null };

/** The form's fields of a stored event, so an update can merge into them and be checked as a whole. */
export function toEventFields(row: EventRow): EventFields {
  return {
    title: row.title,
    type: canonicalCategory(row.type),
    exclusivity: row.exclusivity as Exclusivity,
    confidential: row.confidential === 1,
    description: row.description,
    note: row.note,
    color: row.color,
    event_date: row.event_date,
    end_date: row.end_date,
    start_time: row.start_time,
    end_time: row.end_time,
    timezone: row.timezone,
    is_physical: row.is_physical === 1,
    location: row.location,
    zip_code: row.zip_code,
    city: row.city,
    state: row.state,
    country: row.country,
    virtual_link: row.virtual_link,
    capacity: row.capacity,
    reserved_seats: row.reserved_seats ? reservedSeatsOf(row) : null,
    reserved_until: row.reserved_until,
    rsvp_deadline: row.rsvp_deadline,
    guests_max: row.guests_max,
    reminder_minutes: row.reminder_minutes,
  };
}

/** Checked fields as columns, with the start and end instants computed in the event's zone. */
export function toEventValues(fields: EventFields, now: number): EventValues {
  return {
    ...fields,
    reserved_seats: fields.reserved_seats ? JSON.stringify(fields.reserved_seats) : null,
    is_physical: fields.is_physical ? 1 : 0,
    confidential: fields.confidential ? 1 : 0,
    starts_at: instantOf(fields.event_date, fields.start_time, fields.timezone),
    ends_at: instantOf(fields.end_date, fields.end_time, fields.timezone),
    updated_at: now,
  };
}

/** The place an email or a calendar shows: the address, or the virtual link. */
export function placeOf(
  row: Pick<EventRow, "is_physical" | "location" | "city" | "state" | "zip_code" | "country" | "virtual_link">,
) {
  if (row.is_physical !== 1) return row.virtual_link ?? undefined;
  const parts = [
    row.location === "Unset" ? null : row.location,
    row.city,
    [row.state, row.zip_code].filter(Boolean).join(" "),
    row.country,
  ];
  const text = parts.filter((p) => p && p.trim()).join(", ");
  return text || undefined;
}
