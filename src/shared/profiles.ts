import { z } from "zod";
import { MEMBER_TYPES } from "./member-limits.ts";
import { PROFILE_TEXTS } from "./texts/profiles.ts";

/** Limits of a profile and its showcase; each one broken answers a 400 naming the field. */
export const PROFILE_LIMITS = {
  headlineMax: 120,
  companyMax: 120,
  cityMax: 80,
  bioMax: 2000,
  interestsMax: 10,
  interestMax: 40,
  linksMax: 5,
  linkMax: 500,
  askMeAboutMax: 300,
  showcaseMax: 24,
  pieceTitleMax: 120,
  pieceMediumMax: 80,
  pieceNoteMax: 300,
  directoryQueryMax: 100,
  directoryPageMax: 50,
} as const;

/** The profile fields a member may show to admins only; email defaults to admins only, the rest to members. */
export const PROFILE_FIELDS = [
  "headline",
  "company",
  "city",
  "bio",
  "interests",
  "links",
  "ask_me_about",
  "email",
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export const FIELD_AUDIENCES = ["members", "admins"] as const;
export type FieldAudience = (typeof FIELD_AUDIENCES)[number];
export const DEFAULT_ADMIN_ONLY_FIELDS: readonly ProfileField[] = ["email"];

const line = (max: number) => z.string().trim().max(max);
const httpsUrl = z
  .string()
  .trim()
  .max(PROFILE_LIMITS.linkMax)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, PROFILE_TEXTS.httpsOnly);

/** PUT /api/me/profile: the whole profile, as the form holds it. */
export const profileUpdateSchema = z.object({
  headline: line(PROFILE_LIMITS.headlineMax),
  company: line(PROFILE_LIMITS.companyMax),
  city: line(PROFILE_LIMITS.cityMax),
  bio: line(PROFILE_LIMITS.bioMax),
  interests: z.array(z.string().trim().min(1).max(PROFILE_LIMITS.interestMax)).max(PROFILE_LIMITS.interestsMax),
  links: z.array(httpsUrl).max(PROFILE_LIMITS.linksMax),
  ask_me_about: line(PROFILE_LIMITS.askMeAboutMax),
  visibility: z.partialRecord(z.enum(PROFILE_FIELDS), z.enum(FIELD_AUDIENCES)).default({}),
  /** One of her own gallery images, or null for her initials. */
  photo_image_id: z.string().trim().min(1).max(200).nullable().default(null),
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

const photoSchema = z.object({ url: z.string(), color: z.string() });

/**
 * A member's uploaded photo, in answers that carry a member: the 160 px square's address, or null when she has none
 * or is deactivated (docs/product/http.md#absent-and-empty). The same address ending in another of AVATAR_SIZES is
 * that size.
 */
export const avatarUrlField = z.string().nullable().optional();

/** POST and DELETE /api/me/avatar: her photo now, with the colour shown while it loads. */
export const myAvatarSchema = z.object({
  avatar_url: z.string().nullable(),
  placeholder_color: z.string().nullable(),
  placeholder: z.string().nullable(),
});
export type MyAvatar = z.infer<typeof myAvatarSchema>;
export const avatarFileParamsSchema = z.object({
  userId: z.coerce.number().int().min(1).max(2_147_483_647),
  file: z.string().max(100),
});

/** One piece of her showcase: one of her gallery images with its title, medium and a few words. */
export const showcasePieceSchema = z.object({
  image_id: z.string(),
  title: z.string(),
  medium: z.string(),
  note: z.string(),
  thumbnail_url: z.string(),
  display_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  placeholder_color: z.string(),
});
export type ShowcasePiece = z.infer<typeof showcasePieceSchema>;

/** An event the viewer and the member both took part in. */
const sharedEventSchema = z.object({ id: z.string(), slug: z.string(), title: z.string(), event_date: z.string() });

/**
 * GET /api/profiles/:userId. Fields the viewer may not see are absent, not empty; `visibility` comes only to the
 * member herself, for her form.
 */
export const profileSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  type: z.enum(MEMBER_TYPES),
  member_since: z.string(),
  photo: photoSchema.nullable(),
  avatar_url: avatarUrlField,
  headline: z.string().optional(),
  company: z.string().optional(),
  city: z.string().optional(),
  bio: z.string().optional(),
  interests: z.array(z.string()).optional(),
  links: z.array(z.string()).optional(),
  ask_me_about: z.string().optional(),
  email: z.string().optional(),
  showcase: z.array(showcasePieceSchema),
  events_together: z.array(sharedEventSchema),
  is_self: z.boolean(),
  visibility: z.record(z.string(), z.enum(FIELD_AUDIENCES)).optional(),
  photo_image_id: z.string().nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileParamsSchema = z.object({ userId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** PUT /api/me/showcase: the pieces in the order she shows them (replaces the whole showcase). */
export const showcaseUpdateSchema = z.object({
  pieces: z
    .array(
      z.object({
        image_id: z.string().trim().min(1).max(200),
        title: z.string().trim().min(1).max(PROFILE_LIMITS.pieceTitleMax),
        medium: line(PROFILE_LIMITS.pieceMediumMax).default(""),
        note: line(PROFILE_LIMITS.pieceNoteMax).default(""),
      }),
    )
    .max(PROFILE_LIMITS.showcaseMax),
});
export type ShowcaseUpdate = z.output<typeof showcaseUpdateSchema>;
export type ShowcaseUpdateInput = z.input<typeof showcaseUpdateSchema>;
export const showcaseSchema = z.object({ pieces: z.array(showcasePieceSchema) });

/** GET /api/me/showcase: her pieces, and her own gallery images to choose pieces and her photo from. */
export const myShowcaseSchema = showcaseSchema.extend({
  choices: z.array(
    z.object({
      image_id: z.string(),
      title: z.string(),
      thumbnail_url: z.string(),
      placeholder_color: z.string(),
      /** Linked to an event: may be a showcase piece (seen as the event is), never her photo. */
      linked_to_event: z.boolean(),
    }),
  ),
});
export type MyShowcase = z.infer<typeof myShowcaseSchema>;

export const DIRECTORY_SORTS = ["name", "newest"] as const;

/** GET /api/directory: search and filters, a page at a time (the cursor is opaque). */
export const directoryQuerySchema = z.object({
  q: z.string().trim().max(PROFILE_LIMITS.directoryQueryMax).optional(),
  type: z.enum(MEMBER_TYPES).optional(),
  city: z.string().trim().max(PROFILE_LIMITS.cityMax).optional(),
  interest: z.string().trim().max(PROFILE_LIMITS.interestMax).optional(),
  sort: z.enum(DIRECTORY_SORTS).default("name"),
  limit: z.coerce.number().int().min(1).max(PROFILE_LIMITS.directoryPageMax).default(24),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
});
export type DirectoryQuery = z.output<typeof directoryQuerySchema>;

export const directoryCardSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  type: z.enum(MEMBER_TYPES),
  photo: photoSchema.nullable(),
  avatar_url: avatarUrlField,
  headline: z.string().optional(),
  company: z.string().optional(),
  city: z.string().optional(),
});
export type DirectoryCard = z.infer<typeof directoryCardSchema>;
export const directoryPageSchema = z.object({
  members: z.array(directoryCardSchema),
  next_cursor: z.string().nullable(),
});
export type DirectoryPage = z.infer<typeof directoryPageSchema>;

export { AVATAR_SIZES, avatarUrl, avatarUrlOfSize, colourOf, initialsOf, type AvatarSize } from "./avatars.ts";

// ——— the members' home ———

const homeEventSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  event_date: z.string(),
  /** The day it ends: a later day reads as a range of days (docs/product/dates.md). */
  end_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  timezone: z.string(),
  starts_at: z.string(),
  place: z.string().nullable(),
  exclusivity: z.string(),
});
export type HomeEvent = z.infer<typeof homeEventSchema>;

export const homeSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  next_events: z.array(homeEventSchema),
  invitations: z.array(homeEventSchema.extend({ invited_by: z.string().nullable() })),
  new_events: z.array(homeEventSchema),
  new_photos: z.array(
    z.object({ id: z.string(), title: z.string(), thumbnail_url: z.string(), placeholder_color: z.string() }),
  ),
  comments: z.array(
    z.object({
      id: z.number().int(),
      author_name: z.string(),
      content: z.string(),
      created_at: z.string(),
      reason: z.enum(["mention", "reply"]),
      target: z.object({ kind: z.enum(["event", "image"]), id: z.string(), title: z.string(), path: z.string() }),
    }),
  ),
  new_members: z.array(directoryCardSchema),
  complete_profile: z.boolean(),
  last_visit: z.string().nullable(),
});
export type MembersHome = z.infer<typeof homeSchema>;
