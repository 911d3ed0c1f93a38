import { GALLERY_PATHS } from "../../../shared/paths/gallery.ts";
import { callPath } from "../../../shared/paths/call-path.ts";
import { EVENT_TYPES, type Event, type EventFields, type EventType, type Exclusivity } from "../../../shared/events.ts";
import { eventRules, type Actor, type EventRelation } from "../../access/rules.ts";
import type { EventRow, EventValues } from "./repository.ts";
import { instantOf } from "./instants.ts";

/**
 * Where an event's banner is served. The media module owns image URLs: keep this in step with its routes
 * (one function, so it changes in one place).
 */
export const bannerImageUrl = (imageId: string) => callPath(GALLERY_PATHS.variant, { id: imageId, variant: "display" });

const iso = (ms: number) => new Date(ms).toISOString();

/** The fields of an event answer that depend on who asks. */
export type ViewerFields = Pick<Event, "is_participant" | "can_edit" | "can_join">;
export type SharedEvent = Omit<Event, keyof ViewerFields>;

/** The only way an event row becomes an answer, with what this viewer may do with it. */
export function toEvent(
  row: EventRow,
  participants: { user_id: number; name: string }[],
  viewer: Actor,
  relation: EventRelation,
): Event {
  return { ...toSharedEvent(row, participants), ...toViewerFields(row, viewer, relation) };
}

/** What every viewer sees alike: the part the events cache keeps (events-cache.ts). */
export function toSharedEvent(row: EventRow, participants: { user_id: number; name: string }[]): SharedEvent {
  const banner = row.banner_image_id ? bannerImageUrl(row.banner_image_id) : null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    note: row.note,
    color: row.color,
    type: row.type as EventType,
    type_label: EVENT_TYPES[row.type as EventType] ?? row.type,
    exclusivity: row.exclusivity as Exclusivity,
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
    virtual_link: row.virtual_link,
    image_url: banner,
    bannerImage: banner,
    banner_image_id: row.banner_image_id,
    participants,
    created_by: row.created_by !== null ? { user_id: row.created_by, name: row.creator_name ?? "" } : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function toViewerFields(row: EventRow, viewer: Actor, relation: EventRelation): ViewerFields {
  return {
    is_participant: relation.isParticipant,
    can_edit: eventRules.manage(viewer, row),
    can_join: !relation.isParticipant && eventRules.join(viewer, row, relation),
  };
}

/** The form's fields of a stored event, so an update can merge into them and be checked as a whole. */
export function toEventFields(row: EventRow): EventFields {
  return {
    title: row.title,
    type: row.type as EventType,
    exclusivity: row.exclusivity as Exclusivity,
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
  };
}

/** Checked fields as columns, with the start and end instants computed in the event's zone. */
export function toEventValues(fields: EventFields, now: number): EventValues {
  return {
    ...fields,
    is_physical: fields.is_physical ? 1 : 0,
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
