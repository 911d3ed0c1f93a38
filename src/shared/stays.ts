import { z } from "zod";
import { daysBetween } from "./calendar-date.ts";
import { countInt, countParam, idInt, idParam } from "./integers.ts";
import { STAY_AMENITIES, STAY_TEXTS } from "./texts/stays.ts";

/** The club's Travel offer: Travel Hosts' homes, members' stay requests, each tier's housing discount. */

export type StayAmenity = keyof typeof STAY_AMENITIES;
export const STAY_AMENITY_KEYS = Object.keys(STAY_AMENITIES) as [StayAmenity, ...StayAmenity[]];

/** The membership tiers of the membership page; a member may have none. */
export const MEMBERSHIP_TIERS = ["Flying", "Executive", "Hosting"] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];

/** Each tier's housing discount in percent until an admin sets another (decision 29). */
export const DEFAULT_TIER_DISCOUNTS: Record<MembershipTier, number> = { Flying: 50, Executive: 80, Hosting: 100 };

/** Contributions are whole units of the club's currency. */
export const STAY_CURRENCY = "USD";

export const STAY_LIMITS = {
  titleMax: 120,
  descriptionMax: 10_000,
  typeMax: 100,
  placeMax: 100,
  addressMax: 300,
  rulesMax: 5_000,
  messageMax: 2_000,
  reasonMax: 1_000,
  guestBookMax: 2_000,
  sleepsMax: 50,
  bedroomsMax: 50,
  contributionMax: 100_000,
  windowsMax: 52,
  nightsMax: 365,
  photosMax: 20,
  whereMax: 100,
} as const;

export const STAY_REQUEST_STATUSES = ["pending", "accepted", "declined", "cancelled"] as const;
export type StayRequestStatus = (typeof STAY_REQUEST_STATUSES)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as `YYYY-MM-DD` that exists (no 2026-02-30). */
export const isoDate = () =>
  z
    .string()
    .regex(DATE, STAY_TEXTS.dateForm)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, STAY_TEXTS.notADate);

/** Nights between a check-in and a check-out date. */
export const nightsBetween = daysBetween;

const text = (max: number) => z.string().trim().max(max, STAY_TEXTS.atMost(max));
const requiredText = (max: number) => text(max).min(1, STAY_TEXTS.required);

export const stayWindowSchema = z
  .object({
    from: isoDate(),
    to: isoDate(),
    min_nights: countInt(1, STAY_LIMITS.nightsMax),
    max_nights: countInt(1, STAY_LIMITS.nightsMax),
  })
  .superRefine((window, context) => {
    if (window.to <= window.from)
      context.addIssue({ code: "custom", path: ["to"], message: STAY_TEXTS.endBeforeStart });
    if (window.max_nights < window.min_nights)
      context.addIssue({ code: "custom", path: ["max_nights"], message: STAY_TEXTS.atLeastMinimum });
  });
export type StayWindow = z.infer<typeof stayWindowSchema>;

const listingFields = {
  title: requiredText(STAY_LIMITS.titleMax),
  description: text(STAY_LIMITS.descriptionMax).default(""),
  type: requiredText(STAY_LIMITS.typeMax),
  city: requiredText(STAY_LIMITS.placeMax),
  region: text(STAY_LIMITS.placeMax).default(""),
  country: requiredText(STAY_LIMITS.placeMax),
  address: requiredText(STAY_LIMITS.addressMax),
  sleeps: countInt(1, STAY_LIMITS.sleepsMax),
  bedrooms: countInt(0, STAY_LIMITS.bedroomsMax),
  amenities: z
    .array(z.enum(STAY_AMENITY_KEYS))
    .max(STAY_AMENITY_KEYS.length)
    .transform((list) => [...new Set(list)])
    .default([]),
  rules: text(STAY_LIMITS.rulesMax).default(""),
  nightly_contribution: countInt(0, STAY_LIMITS.contributionMax).nullable().default(null),
  availability: z.array(stayWindowSchema).max(STAY_LIMITS.windowsMax).default([]),
  published: z.boolean().default(false),
};

/** POST /api/stays: an admin may name the Travel Host the home is for. */
export const stayCreateSchema = z.object({ ...listingFields, host_id: idInt().optional() });
export type StayCreate = z.infer<typeof stayCreateSchema>;

/** PUT /api/stays/:id: the fields sent are changed, the others keep their value. */
export const stayUpdateSchema = z.object({
  title: listingFields.title.optional(),
  description: text(STAY_LIMITS.descriptionMax).optional(),
  type: listingFields.type.optional(),
  city: listingFields.city.optional(),
  region: text(STAY_LIMITS.placeMax).optional(),
  country: listingFields.country.optional(),
  address: listingFields.address.optional(),
  sleeps: listingFields.sleeps.optional(),
  bedrooms: listingFields.bedrooms.optional(),
  amenities: z
    .array(z.enum(STAY_AMENITY_KEYS))
    .max(STAY_AMENITY_KEYS.length)
    .transform((list) => [...new Set(list)])
    .optional(),
  rules: text(STAY_LIMITS.rulesMax).optional(),
  nightly_contribution: countInt(0, STAY_LIMITS.contributionMax).nullable().optional(),
  availability: z.array(stayWindowSchema).max(STAY_LIMITS.windowsMax).optional(),
  published: z.boolean().optional(),
});
export type StayUpdate = z.infer<typeof stayUpdateSchema>;

export const stayListQuerySchema = z
  .object({
    where: text(STAY_LIMITS.whereMax).optional(),
    from: isoDate().optional(),
    to: isoDate().optional(),
    guests: countParam(1, STAY_LIMITS.sleepsMax).optional(),
    mine: z.enum(["1", "true"]).optional(),
  })
  .superRefine((query, context) => {
    if ((query.from === undefined) !== (query.to === undefined))
      context.addIssue({ code: "custom", path: [query.from ? "to" : "from"], message: STAY_TEXTS.bothDates });
    if (query.from && query.to && query.to <= query.from)
      context.addIssue({ code: "custom", path: ["to"], message: STAY_TEXTS.endBeforeStart });
  });
export type StayListQuery = z.infer<typeof stayListQuerySchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const stayIdParamsSchema = z.object({ id: z.string().regex(UUID, STAY_TEXTS.invalidId) });
export const stayPhotoParamsSchema = z.object({
  id: z.string().regex(UUID, STAY_TEXTS.invalidId),
  photoId: z.string().regex(UUID, STAY_TEXTS.invalidId),
  variant: z.enum(["thumb", "display"]),
});
export const stayListingRequestParamsSchema = z.object({ listingId: z.string().regex(UUID, STAY_TEXTS.invalidId) });
export const prefillQuerySchema = z.object({ host_id: idParam().optional() });

export const stayPhotoSchema = z.object({
  id: z.string(),
  thumbnail_url: z.string(),
  display_url: z.string(),
  width: z.number(),
  height: z.number(),
  placeholder_color: z.string(),
});
export type StayPhoto = z.infer<typeof stayPhotoSchema>;

export const stayPersonSchema = z.object({ user_id: z.number(), name: z.string(), type: z.string() });

export const guestBookEntrySchema = z.object({
  id: z.number(),
  author: z.object({ user_id: z.number(), name: z.string() }),
  content: z.string(),
  created_at: z.number(),
});
export type GuestBookEntry = z.infer<typeof guestBookEntrySchema>;

export const staySchema = z.object({
  id: z.string(),
  host: stayPersonSchema,
  title: z.string(),
  description: z.string(),
  type: z.string(),
  city: z.string(),
  region: z.string(),
  country: z.string(),
  /** Only for the host, admins and a guest with an accepted stay at this home. */
  address: z.string().optional(),
  sleeps: z.number(),
  bedrooms: z.number(),
  amenities: z.array(z.enum(STAY_AMENITY_KEYS)),
  rules: z.string(),
  nightly_contribution: z.number().nullable(),
  currency: z.string(),
  availability: z.array(z.object({ from: z.string(), to: z.string(), min_nights: z.number(), max_nights: z.number() })),
  /** The nights already taken by accepted stays, as check-in/check-out ranges (no guest named). */
  booked: z.array(z.object({ from: z.string(), to: z.string() })),
  published: z.boolean(),
  photos: z.array(stayPhotoSchema),
  guest_book: z.array(guestBookEntrySchema),
  can_manage: z.boolean(),
  created_at: z.number(),
  updated_at: z.number(),
});
export type Stay = z.infer<typeof staySchema>;

export const stayPrefillSchema = z.object({
  type: z.string(),
  description: z.string(),
  address: z.string(),
  availability: z.string(),
});
export type StayPrefill = z.infer<typeof stayPrefillSchema>;

export const stayRequestCreateSchema = z
  .object({
    from: isoDate(),
    to: isoDate(),
    guests: countInt(1, STAY_LIMITS.sleepsMax),
    message: text(STAY_LIMITS.messageMax).default(""),
  })
  .superRefine((request, context) => {
    if (request.to <= request.from)
      context.addIssue({ code: "custom", path: ["to"], message: STAY_TEXTS.endBeforeStart });
  });
export type StayRequestCreate = z.infer<typeof stayRequestCreateSchema>;

export const stayRequestPatchSchema = z.object({
  status: z.enum(["accepted", "declined", "cancelled"]),
  reason: text(STAY_LIMITS.reasonMax).optional(),
});
export type StayRequestPatch = z.infer<typeof stayRequestPatchSchema>;

export const contributionSchema = z.object({
  currency: z.string(),
  nightly: z.number(),
  nights: z.number(),
  subtotal: z.number(),
  tier: z.enum(MEMBERSHIP_TIERS).nullable(),
  discount_percent: z.number(),
  total: z.number(),
  note: z.string(),
});
export type Contribution = z.infer<typeof contributionSchema>;

export const stayRequestSchema = z.object({
  id: z.string(),
  listing: z.object({ id: z.string(), title: z.string(), city: z.string(), country: z.string() }),
  guest: z.object({ user_id: z.number(), name: z.string() }),
  host: z.object({ user_id: z.number(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  nights: z.number(),
  guests: z.number(),
  message: z.string(),
  status: z.enum(STAY_REQUEST_STATUSES),
  reason: z.string().nullable(),
  /** null when the home asks no contribution. */
  contribution: contributionSchema.nullable(),
  /** The exact address and the host's email: only on an accepted stay, for its guest, host and admins. */
  address: z.string().optional(),
  host_email: z.string().optional(),
  can_answer: z.boolean(),
  can_cancel: z.boolean(),
  can_sign_guest_book: z.boolean(),
  created_at: z.number(),
});
export type StayRequest = z.infer<typeof stayRequestSchema>;

export const guestBookCreateSchema = z.object({
  content: text(STAY_LIMITS.guestBookMax).min(1, STAY_TEXTS.required),
});

export const tierDiscountsSchema = z.object({
  Flying: countInt(0, 100),
  Executive: countInt(0, 100),
  Hosting: countInt(0, 100),
});
export type TierDiscounts = z.infer<typeof tierDiscountsSchema>;

export const myTierSchema = z.object({
  tier: z.enum(MEMBERSHIP_TIERS).nullable(),
  discount_percent: z.number(),
  discounts: tierDiscountsSchema,
});

/** What a member pays for `nights` at `nightly` after her tier's discount: rounded to whole units, never below 0. */
export function contributionFor(
  nightly: number,
  nights: number,
  tier: MembershipTier | null,
  discountPercent: number,
): Contribution {
  const subtotal = nightly * nights;
  const total = Math.max(0, Math.round((subtotal * (100 - discountPercent)) / 100));
  return {
    currency: STAY_CURRENCY,
    nightly,
    nights,
    subtotal,
    tier,
    discount_percent: discountPercent,
    total,
    note: STAY_TEXTS.paymentOutOfScope,
  };
}
