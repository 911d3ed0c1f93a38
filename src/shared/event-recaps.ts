import { z } from "zod";
import { RECAP_TEXTS } from "./texts/event-recaps.ts";

/** An event's recap (docs/product/events.md#recap, decision 0069): a short text, chosen photos, the attendance. */
export const RECAP_TEXT_MAX = 4000;
export const RECAP_PHOTOS_MAX = 24;
export const RECAP_AUDIENCES = ["participants", "club"] as const;
export type RecapAudience = (typeof RECAP_AUDIENCES)[number];

const PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PUT /api/events/:id/recap: the draft, whole each time. */
export const recapDraftSchema = z
  .object({
    text: z.string().trim().min(1, RECAP_TEXTS.textRequired).max(RECAP_TEXT_MAX, RECAP_TEXTS.textTooLong),
    image_ids: z
      .array(z.string().regex(PHOTO_ID, RECAP_TEXTS.invalidPhoto))
      .max(RECAP_PHOTOS_MAX, RECAP_TEXTS.tooManyPhotos),
    show_attendance: z.boolean(),
    audience: z.enum(RECAP_AUDIENCES, RECAP_TEXTS.audienceInvalid),
  })
  .strict();
export type RecapDraft = z.infer<typeof recapDraftSchema>;

export const recapPhotoSchema = z.object({
  id: z.string(),
  title: z.string(),
  thumbnail_url: z.string(),
  display_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  placeholder_color: z.string(),
});
export type RecapPhoto = z.infer<typeof recapPhotoSchema>;

export const recapSchema = z.object({
  text: z.string(),
  /** Only those that may be shown now: never one a member asked to be removed from, nor one that is down. */
  photos: z.array(recapPhotoSchema),
  show_attendance: z.boolean(),
  /** The participants counted (when sent, as they were then); null when not shown. */
  attendance: z.number().int().nullable(),
  audience: z.enum(RECAP_AUDIENCES),
  /** ISO 8601; null while a draft. */
  sent_at: z.string().nullable(),
  sent_by: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
  sent_to: z.number().int().nullable(),
  updated_at: z.string(),
});
export type Recap = z.infer<typeof recapSchema>;

/** GET /api/events/:id/recap: the recap as the caller may see it (a draft only for who may write it). */
export const recapAnswerSchema = z.object({
  recap: recapSchema.nullable(),
  /** Whether she may write and send it now: the organiser or an admin, after the event, not yet sent. */
  may_write: z.boolean(),
  /** Why she may not, when she manages the event but may not write its recap (confidential, not ended, cancelled). */
  not_now: z.string().nullable(),
  /** Whether it may go to the whole club (an open event). */
  club_allowed: z.boolean(),
  /** The event's photos she may choose from, while she may write it (none a member asked down, none down). */
  choosable: z.array(recapPhotoSchema),
});
export type RecapAnswer = z.infer<typeof recapAnswerSchema>;

export const recapSentSchema = z.object({ sent_to: z.number().int() });
