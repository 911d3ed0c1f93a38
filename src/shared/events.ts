import { z } from "zod";
import { eventCoverSchema } from "./event-cover.ts";
import { okMessageSchema } from "./answers.ts";
import { countParam, idParam } from "./integers.ts";
import { EVENT_LIMITS, EXCLUSIVITY, reservedSeatsSchema } from "./event-limits.ts";
import { MEMBER_TYPES } from "./member-limits.ts";
import { isCalendarDate } from "./calendar-date.ts";
import { blankToNull } from "./event-fields.ts";
import { EVENT_TEXTS } from "./texts/events.ts";

/** PUT /api/events/:id/banner: one of the event's own images, or null for the default banner (docs/product/access.md#managing-events). */
export const eventBannerSchema = z.object({ imageId: z.string().trim().min(1).max(200).nullable() });

export const eventPersonSchema = z.object({ user_id: z.number().int(), name: z.string() });
export type EventPerson = z.infer<typeof eventPersonSchema>;
/** A participant with the guests she brings (shown under her). */
export const eventParticipantSchema = eventPersonSchema.extend({
  /** Her photo (its 160 px square); absent when she has none. */
  avatar_url: z.string().nullable().optional(),
  guests: z.array(z.string()),
});
export type EventParticipant = z.infer<typeof eventParticipantSchema>;

/** One event as every events call answers it. */
export const eventSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  note: z.string().nullable(),
  color: z.string(),
  type: z.string(),
  type_label: z.string(),
  exclusivity: z.enum(EXCLUSIVITY),
  /** A confidential gathering (Chatham House rules): its participants and comments only for those taking part. */
  confidential: z.boolean(),
  event_date: z.string(),
  end_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  timezone: z.string(),
  /** The start as an instant (ISO 8601, UTC), for sorting and "upcoming" on the client. */
  starts_at: z.string(),
  ends_at: z.string(),
  is_physical: z.boolean(),
  location: z.string().nullable(),
  zip_code: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  /** Only for those taking part, the creator and admins: absent for everyone else. */
  virtual_link: z.string().nullable().optional(),
  image_url: z.string().nullable(),
  bannerImage: z.string().nullable(),
  banner_image_id: z.string().nullable(),
  cover: eventCoverSchema.nullable(),
  /** Empty for a confidential gathering unless the caller takes part in it, created it or is an admin. */
  participants: z.array(eventParticipantSchema),
  capacity: z.number().int().nullable(),
  reserved_seats: reservedSeatsSchema,
  reserved_until: z.string().nullable(),
  rsvp_deadline: z.string().nullable(),
  /** The deadline as an instant (ISO 8601, UTC). */
  rsvp_deadline_at: z.string().nullable(),
  guests_max: z.number().int(),
  reminder_minutes: z.number().int().nullable(),
  waitlist_count: z.number().int(),
  /** When the event was cancelled (ISO 8601), or null; its page stays with the reason. */
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** The series the event is one date of (each date its own event), or null. */
  series_id: z.string().nullable(),
  created_by: eventPersonSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the caller may do, so the client shows only the buttons the server will honour. */
  is_participant: z.boolean(),
  /** Whether the caller may see who takes part and what is said: false only at a confidential gathering she is not part of. */
  inside_visible: z.boolean(),
  can_edit: z.boolean(),
  can_join: z.boolean(),
  /** Free seats, guests counted; null: no limit. Seats still held for other member types are not free to the caller. */
  seats_left: z.number().int().nullable(),
  /** Seats still held per member type (empty once released or when none are). */
  reserved_seats_left: reservedSeatsSchema,
  /** The caller's place on the waitlist (1 is next), or null. */
  waitlist_position: z.number().int().nullable(),
  /** Past the RSVP deadline: join and leave are closed. */
  replies_closed: z.boolean(),
});
export type Event = z.infer<typeof eventSchema>;

/** POST /api/events/:id/cancel: the reason members are told, if any. */
export const cancelEventSchema = z
  .object({ reason: z.preprocess(blankToNull, z.string().trim().max(EVENT_LIMITS.cancelReasonMax).nullish()) })
  .nullish();

export const eventParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });

const instantOrDate = z
  .string()
  .trim()
  .refine(
    (value) => isCalendarDate(value) || (value.includes("T") && !Number.isNaN(Date.parse(value))),
    EVENT_TEXTS.invalidDateOrInstant,
  );

/** GET /api/events: no parameters answers every visible event; these narrow it. */
export const eventListQuerySchema = z.object({
  from: instantOrDate.optional(),
  to: instantOrDate.optional(),
  limit: countParam(1, EVENT_LIMITS.listMax).optional(),
  cursor: z.string().trim().max(200).optional(),
  order: z.enum(["asc", "desc"]).optional(),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

/**
 * POST /api/events/invite. The original client sends `eventId` through Number(), so Salon's string ids arrive as null:
 * then the event is the one the inviter may invite to whose title is `eventTitle` (docs/product/events.md#invitations).
 */
export const eventInviteSchema = z.object({
  eventId: z.string().trim().min(1).max(200).nullable(),
  eventTitle: z.string().trim().max(EVENT_LIMITS.titleMax).optional(),
  userIds: z.array(idParam()).min(1, EVENT_TEXTS.noMemberChosen).max(EVENT_LIMITS.invitesMax),
});
export const eventInviteAnswerSchema = okMessageSchema.extend({ invited: z.array(z.number().int()) });

export const invitationTokenParamsSchema = z.object({ token: z.string().trim().min(1).max(200) });
const joinedEventSchema = z.object({ id: z.string(), title: z.string(), slug: z.string() });
/** GET /api/events/invite/:token: the event joined, nested as the original client reads it (`event.id`, `event.title`) and flat as before. */
export const acceptedInvitationSchema = joinedEventSchema.extend({
  event: joinedEventSchema,
  status: z.enum(["joined", "waitlisted"]),
  position: z.number().int().optional(),
});

export const sendConfirmationSchema = z.object({
  eventId: z.string().trim().min(1).max(200),
  userId: idParam(),
});

/** GET /api/users as a member reads it (the original client's invite dialog): as GET /api/members answers, no email. */
export const listedMemberSchema = z.object({ user_id: z.number().int(), name: z.string(), type: z.enum(MEMBER_TYPES) });
export type ListedMember = z.infer<typeof listedMemberSchema>;

/** GET /api/members?q= for the invite dialog: part of a name or a whole email; no emails in the answer. */
export const memberSearchQuerySchema = z.object({
  q: z.string().trim().min(1, EVENT_TEXTS.emptySearch).max(254),
  limit: countParam(1, EVENT_LIMITS.searchMax).optional(),
});
export const memberSearchResultSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  type: z.string(),
  /** Her photo (its 160 px square); null when she has none. */
  avatar_url: z.string().nullable().optional(),
});

/** The personal calendar feed (docs/product/limits.md#token-lifetimes). The secret is stored hashed, so its URL is shown only when made. */
export const calendarFeedSchema = z.object({
  url: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
