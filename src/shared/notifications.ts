import { z } from "zod";
import { idInt, idParam } from "./integers.ts";
import { NOTIFICATION_TEXTS } from "./texts/notifications.ts";

/**
 * The member's inbox (docs/product/notifications.md, decision 0046): notices newest first, each about one thing she
 * may see, with a link to it. Every kind the club may send is named here; those not yet written by any feature
 * (reminders, admin notices) have their place. Every step of an introduction is an `introduction` notice (its subject
 * the introduction, or the conversation it opened), which her choice for introductions governs (decision 0062).
 */
export const NOTICE_KINDS = [
  "mention",
  "comment-on-event",
  "comment-on-photo",
  "invitation",
  "waitlist-promoted",
  "stay-request",
  "stay-answer",
  "message",
  "introduction",
  "membership-reminder",
  "admin-notice",
  "photo-removal",
  "photo-tag",
  "event-message",
  "duty",
  "event-recap",
  "sponsorship",
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** What a notice is about: the kind of thing, and the thing's id (an event's, an image's, a stay's…). */
export const NOTICE_SUBJECT_KINDS = [
  "event",
  "image",
  "stay",
  "member",
  "club",
  "conversation",
  "introduction",
  "sponsorship",
] as const;
export type NoticeSubjectKind = (typeof NOTICE_SUBJECT_KINDS)[number];

export const noticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  subject: z.object({ kind: z.enum(NOTICE_SUBJECT_KINDS), id: z.string().nullable(), title: z.string() }),
  /** Who caused it (the author of a comment, the inviter), when a member did. */
  actor: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
  /** A few words of what was said (a comment's beginning), when something was. */
  excerpt: z.string().nullable(),
  /** Where in the app the thing is. */
  link: z.string(),
  created_at: z.iso.datetime(),
  read: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const NOTICES_PAGE_SIZE = 20;

export const noticesQuerySchema = z.object({
  /** The id of the last notice of the page before (older ones follow). */
  cursor: idParam().optional(),
});

export const noticesPageSchema = z.object({
  notices: z.array(noticeSchema),
  unread_count: z.number().int(),
  /** The cursor of the next (older) page, or null at the end. */
  next_cursor: z.number().int().nullable(),
});
export type NoticesPage = z.infer<typeof noticesPageSchema>;

/** Mark some of her notices read (`ids`), or all of them (`all: true`); one or the other. */
export const markReadSchema = z.union([
  z.object({ ids: z.array(idInt()).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkRead = z.infer<typeof markReadSchema>;

export const markReadAnswerSchema = z.object({ unread_count: z.number().int() });

/**
 * The live stream's events (`GET /api/me/stream`, Server-Sent Events): a notice, her unread count, and `superseded`
 * when a newer stream of hers took this one's place (the page then stops reconnecting).
 */
export const STREAM_EVENTS = { notice: "notice", unread: "unread-count", superseded: "superseded" } as const;
export const unreadEventSchema = z.object({ unread_count: z.number().int() });

/** At most this many open streams per member; a new one closes her oldest. */
export const STREAMS_PER_MEMBER = 3;

/**
 * How she hears of each kind of notice (`GET`/`PUT /api/me/notification-preferences`): in her inbox only, by email at
 * once, in a daily or weekly digest, or not at all. A kind she has not chosen for comes by email. A mention is never
 * delayed: it is never gathered into a digest.
 */
export const NOTICE_DELIVERIES = ["inbox", "email", "daily", "weekly", "off"] as const;
export type NoticeDelivery = (typeof NOTICE_DELIVERIES)[number];
export const DEFAULT_DELIVERY: NoticeDelivery = "email";
/** The kinds that are never delayed, and so never go into a digest. */
export const NEVER_DELAYED: readonly NoticeKind[] = ["mention"];
/** The choices each kind offers. */
export const deliveriesOf = (kind: NoticeKind): readonly NoticeDelivery[] =>
  NEVER_DELAYED.includes(kind) ? NOTICE_DELIVERIES.filter((d) => d !== "daily" && d !== "weekly") : NOTICE_DELIVERIES;

const delivery = z.enum(NOTICE_DELIVERIES);
const undelayed = z.enum(["inbox", "email", "off"]);

/** Every kind with her choice. */
export const notificationPreferencesSchema = z.object(
  Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, NEVER_DELAYED.includes(kind) ? undelayed : delivery])) as Record<
    NoticeKind,
    typeof delivery
  >,
);
export type NotificationPreferences = Record<NoticeKind, NoticeDelivery>;

/** A change: some kinds, each with its new choice; the others stay as they were. */
export const notificationPreferencesChangeSchema = notificationPreferencesSchema
  .partial()
  .strict()
  .refine((change) => Object.keys(change).length > 0, { message: NOTIFICATION_TEXTS.noChoice });
export type NotificationPreferencesChange = Partial<NotificationPreferences>;
