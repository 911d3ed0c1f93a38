import { z } from "zod";
import { countParam, idInt, idParam } from "./integers.ts";
import { IMAGE_TEXTS } from "./texts/gallery.ts";

/** Upload and field limits (docs/product/limits.md#uploads, #field-limits). */
export const IMAGE_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  maxPixels: 50_000_000,
  titleMax: 200,
  nameMax: 255,
  descriptionMax: 2000,
  tagsMax: 20,
  tagMax: 40,
  pageMax: 200,
  /** Uploads per member per hour. */
  uploadsPerHour: 60,
} as const;

/** What an upload may be, judged by its content; the file picker's `accept` uses the same list. */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"] as const;

const ID_MAX = 100;
export const eventIdSchema = z.string().trim().min(1).max(ID_MAX);

/**
 * Tags as a list or a comma-separated string (a tag holds no comma); each is trimmed (inner spaces collapsed), empty ones dropped and
 * case-insensitive duplicates removed, keeping the first spelling.
 */
export const tagsSchema = z
  .union([z.array(z.string()), z.string()])
  .transform((value) => [value].flat().flatMap((tag) => tag.split(",")))
  .transform((tags) => {
    const seen = new Set<string>();
    const kept: string[] = [];
    for (const raw of tags) {
      const tag = raw.trim().replace(/\s+/g, " ");
      const key = tag.toLowerCase();
      if (tag && !seen.has(key)) {
        seen.add(key);
        kept.push(tag);
      }
    }
    return kept;
  })
  .pipe(
    z
      .array(z.string().max(IMAGE_LIMITS.tagMax, IMAGE_TEXTS.tagTooLong(IMAGE_LIMITS.tagMax)))
      .max(IMAGE_LIMITS.tagsMax, IMAGE_TEXTS.tooManyTags(IMAGE_LIMITS.tagsMax)),
  );

const titleSchema = z.string().trim().max(IMAGE_LIMITS.titleMax);
const descriptionSchema = z
  .string()
  .max(IMAGE_LIMITS.descriptionMax, IMAGE_TEXTS.descriptionTooLong(IMAGE_LIMITS.descriptionMax))
  .nullable()
  .transform((value) => (value ?? "").trim());

/** The text fields that may come with an upload (multipart fields, already gathered into one object). */
export const uploadFieldsSchema = z.object({
  title: titleSchema.optional(),
  description: descriptionSchema.optional(),
  tags: tagsSchema.optional(),
  event_id: eventIdSchema.optional(),
  associated_event_id: eventIdSchema.optional(),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

/**
 * PUT /api/images/:id. The original client sends the whole image object: only these fields are read, the rest
 * ignored. `associatedEventId` wins over `associated_event_id`; null unlinks.
 */
export const imageUpdateSchema = z
  .object({
    title: titleSchema.min(1).optional(),
    description: descriptionSchema.optional(),
    tags: tagsSchema.optional(),
    associatedEventId: eventIdSchema.nullable().optional(),
    associated_event_id: eventIdSchema.nullable().optional(),
  })
  .transform(({ associatedEventId, associated_event_id, ...rest }) => {
    const eventId = associatedEventId !== undefined ? associatedEventId : associated_event_id;
    return { ...rest, ...(eventId !== undefined ? { associatedEventId: eventId } : {}) };
  });
export type ImageUpdate = z.infer<typeof imageUpdateSchema>;
export type ImageUpdateInput = z.input<typeof imageUpdateSchema>;

/** GET /api/images: without parameters every image (a plain array, as the original client reads it); with them a page, newest first. */
export const imageListQuerySchema = z.object({
  limit: countParam(1, IMAGE_LIMITS.pageMax).optional(),
  cursor: z.string().max(200).optional(),
  tag: z.string().trim().max(IMAGE_LIMITS.tagMax).optional(),
  eventId: eventIdSchema.optional(),
});
export type ImageListQuery = z.infer<typeof imageListQuerySchema>;
/** The response header carrying the cursor of the next page (absent on the last page). */
export const NEXT_CURSOR_HEADER = "x-next-cursor";

export const imageIdParamsSchema = z.object({ id: z.string().min(1).max(ID_MAX) });
export const imageLookupParamsSchema = z.object({ idOrTitle: z.string().min(1).max(IMAGE_LIMITS.titleMax) });
export const eventImagesParamsSchema = z.object({ eventId: eventIdSchema });

/** POST /api/delete-images. */
export const deleteImagesSchema = z.object({
  images: z.array(z.string().min(1).max(ID_MAX)).min(1).max(IMAGE_LIMITS.pageMax),
});
export const deleteImagesAnswerSchema = z.object({ ok: z.literal(true), deleted: z.array(z.string()) });

const variantSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

/** A member tagged in a photo, as the caller may see her: a waiting tag only to her and the member who tagged her. */
export const imagePersonSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  status: z.enum(["pending", "accepted"]),
  /** Whether the caller may remove this tag (the member tagged, the photo's uploader, an admin). */
  can_remove: z.boolean(),
});
export type ImagePerson = z.infer<typeof imagePersonSchema>;

/** An image as the client sees it (its fields, plus the variants and a placeholder so the page never jumps). */
export const imageSchema = z.object({
  id: z.string(),
  image_id: z.string(),
  /** The display size (the original is never served). */
  url: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  associated_event_id: z.string().nullable(),
  author_name: z.string(),
  author: z.string(),
  /** ISO 8601. */
  upload_date: z.string(),
  thumbnail_url: z.string(),
  display_url: z.string(),
  /** The upright original's size. */
  width: z.number().int(),
  height: z.number().int(),
  thumbnail: variantSchema,
  display: variantSchema,
  placeholder: z.object({ color: z.string(), data_url: z.string() }),
  /** Whether the caller may edit and delete it (the uploader or an admin). */
  can_edit: z.boolean(),
  /** Down after a member asked for it to be removed: only its uploader and admins see it (decision 0056). */
  withheld: z.boolean(),
  /** The people tagged in it, as far as the caller may see them: only in the answer about this one image. */
  people: z.array(imagePersonSchema).optional(),
});
export type Image = z.infer<typeof imageSchema>;

/**
 * People in photos (docs/product/privacy.md#people-in-photos, decision 0058): each member chooses who may tag her.
 * "ask" (the default) keeps a tag waiting until she accepts it; "nobody" refuses every tag but her own.
 */
export const WHO_MAY_TAG = ["anyone", "ask", "nobody"] as const;
export type WhoMayTag = (typeof WHO_MAY_TAG)[number];
export const DEFAULT_WHO_MAY_TAG: WhoMayTag = "ask";
export const photoTaggingSchema = z.object({ who_may_tag: z.enum(WHO_MAY_TAG) }).strict();
export type PhotoTagging = z.infer<typeof photoTaggingSchema>;

/** POST /api/images/:id/people. */
export const tagPersonSchema = z.object({ user_id: idInt() }).strict();
export const imagePersonParamsSchema = imageIdParamsSchema.extend({ userId: idParam() });

/** The people of a photo, and where the caller's own tag stands (null when she is not tagged). */
export const imagePeopleAnswerSchema = z.object({
  people: z.array(imagePersonSchema),
  my_tag: z.enum(["pending", "accepted"]).nullable(),
});
export type ImagePeopleAnswer = z.infer<typeof imagePeopleAnswerSchema>;

/** "Remove me" (docs/product/privacy.md#remove-me): what the member asking may say, and what a restore must say. */
export const REMOVAL_LIMITS = { reasonMax: 1000 } as const;

export const removalRequestSchema = z
  .object({ reason: z.string().trim().max(REMOVAL_LIMITS.reasonMax, IMAGE_TEXTS.removalReasonTooLong).optional() })
  .strict();
export const removalRestoreSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .min(1, IMAGE_TEXTS.restoreReasonRequired)
      .max(REMOVAL_LIMITS.reasonMax, IMAGE_TEXTS.removalReasonTooLong),
  })
  .strict();

/** A request to take a photo down, as its uploader and admins read it (never who asked: decision 0056). */
export const removalStateSchema = z.object({
  status: z.enum(["pending", "kept", "restored"]),
  reason: z.string(),
  requested_at: z.string(),
  decision_reason: z.string().nullable(),
});
export type RemovalState = z.infer<typeof removalStateSchema>;
export const removalAnswerSchema = z.object({ ok: z.literal(true), request: removalStateSchema.nullable() });
