import { z } from "zod";

/** Decision 44: the club's tiers as data, a member's membership (tier, term, state); paths in paths/membership.ts. */
export { MEMBERSHIP_PATHS } from "./paths/membership.ts";
export const FEE_PERIODS = ["year", "half-year", "month"] as const;
export const MEMBERSHIP_STATES = ["active", "due", "grace", "lapsed"] as const;

const minorUnits = z.number().int().min(0).max(100_000_000);

/** A tier; `fee_amount` and `exhibiting_fee` are integers in minor units (cents) of the club's currency. */
export const tierSchema = z.object({
  id: z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,39}$/),
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().max(1000),
  fee_amount: minorUnits,
  fee_period: z.enum(FEE_PERIODS),
  min_term_months: z.number().int().min(1).max(60),
  housing_discount_pct: z.number().int().min(0).max(100),
  /** Minor units charged to exhibit a piece; null: exhibiting is free in this tier. */
  exhibiting_fee: minorUnits.nullable(),
  duties: z.object({
    volunteering: z.boolean(),
    committees: z.boolean(),
    hosting_months_per_year: z.number().int().min(0).max(12),
  }),
});
export type Tier = z.infer<typeof tierSchema>;

export const tiersSchema = z
  .object({ tiers: z.array(tierSchema).min(1).max(12) })
  .refine((v) => new Set(v.tiers.map((t) => t.id)).size === v.tiers.length, {
    message: "Each tier needs its own id.",
    path: ["tiers"],
  });
export type Tiers = z.infer<typeof tiersSchema>;

export const publicTiersSchema = z.object({ currency: z.string(), tiers: z.array(tierSchema) });

export const membershipSchema = z.object({
  user_id: z.number(),
  member_type: z.enum(["Founding", "Standard", "Travel Host"]),
  tier: tierSchema.nullable(),
  term_start: z.string(),
  term_end: z.string(),
  state: z.enum(MEMBERSHIP_STATES),
  currency: z.string(),
  benefits: z.object({
    housing_discount_pct: z.number(),
    may_take_part: z.boolean(),
  }),
});
export type Membership = z.infer<typeof membershipSchema>;

/** An admin sets a member's tier (null: none yet) and, optionally, her term (ISO dates). */
export const setMembershipSchema = z
  .object({
    tier: z.string().max(40).nullable(),
    term_start: z.iso.date().optional(),
    term_end: z.iso.date().optional(),
  })
  .refine((v) => (v.term_start === undefined) === (v.term_end === undefined), {
    message: "Give the term's start and end together.",
    path: ["term_end"],
  })
  .refine((v) => v.term_start === undefined || v.term_end! > v.term_start, {
    message: "The term ends after it starts.",
    path: ["term_end"],
  });
export const memberParamsSchema = z.object({ userId: z.coerce.number().int().min(1).max(2_147_483_647) });
