import { z } from "zod";

/** Decision 44: the club's tiers as data, a member's membership (tier, term, state); paths in paths/membership.ts. */
export { MEMBERSHIP_PATHS } from "./paths/membership.ts";
export const FEE_PERIODS = ["year", "half-year", "month"] as const;
export const MEMBERSHIP_STATES = ["active", "due", "grace", "lapsed"] as const;

const minorUnits = z.number().int().min(0).max(100_000_000);

/**
 * Decision 44: the tiers a member's type allows. A Travel Host holds the Hosting tier (she hosts); a Standard member any
 * tier but Hosting; a Founding member any tier. No tier (null) is allowed to all until an admin sets one. The server
 * enforces it; the admins' forms offer only these.
 */
export function tierAllowedFor(type: "Founding" | "Standard" | "Travel Host", tierId: string | null): boolean {
  if (tierId === null) return true;
  if (type === "Travel Host") return tierId === "Hosting";
  if (type === "Standard") return tierId !== "Hosting";
  return true;
}

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
  /** What her ledger says (decision 48), in minor units: paid so far, charged, and what she owes now (never below 0). */
  dues: z.object({ paid: z.number(), charged: z.number(), owes: z.number() }),
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

/** Decision 48: how a payment reached the club (card processing waits for a provider: see the decision). */
export const PAYMENT_METHODS = ["bank_transfer", "card", "cash", "cheque"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: "Bank transfer",
  card: "Card",
  cash: "Cash",
  cheque: "Cheque",
};
export const CHARGE_KINDS = ["tier_fee", "exhibiting_fee"] as const;

/** Positive minor units, at most a million in the club's currency. */
const positiveMinorUnits = z
  .number({ error: "Give the amount in cents, a whole number." })
  .int("Give the amount in cents, a whole number.")
  .min(1, "The amount must be more than zero.")
  .max(100_000_000, "That amount is larger than any dues the club takes.");
const entryDate = z.iso.date({ error: "Give the date as YYYY-MM-DD." });

/** An admin records a payment she received. */
export const recordPaymentSchema = z.object({
  amount: positiveMinorUnits,
  currency: z.string().regex(/^[A-Z]{3}$/, "Give the currency as its three-letter code, e.g. USD."),
  date: entryDate,
  method: z.enum(PAYMENT_METHODS, { error: "Choose bank transfer, card, cash or cheque." }),
  reference: z.string().trim().max(120, "Keep the reference under 120 characters.").optional(),
});
export type RecordPayment = z.infer<typeof recordPaymentSchema>;

/** An admin charges a member her tier's fee for a term, or its fee to exhibit; the amount defaults to the tier's. */
export const recordChargeSchema = z.object({
  kind: z.enum(CHARGE_KINDS, { error: "Choose the tier's fee or the exhibiting fee." }),
  date: entryDate,
  amount: positiveMinorUnits.optional(),
});
export type RecordCharge = z.infer<typeof recordChargeSchema>;

export const ledgerEntrySchema = z.object({
  id: z.number(),
  /** A credit takes a charge back (an exhibit withdrawn before its exhibition begins, decision 72). */
  kind: z.enum(["payment", "charge", "credit"]),
  amount: z.number(),
  currency: z.string(),
  date: z.string(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  reference: z.string().nullable(),
  description: z.string(),
  /** A payment's receipt number ("R-000012"); null for a charge. */
  receipt: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** A member's ledger: newest first; `balance` is charged minus paid (above 0: she owes; below: in credit). */
export const ledgerSchema = z.object({
  user_id: z.number(),
  currency: z.string(),
  entries: z.array(ledgerEntrySchema),
  paid: z.number(),
  charged: z.number(),
  balance: z.number(),
});
export type Ledger = z.infer<typeof ledgerSchema>;

export const renewalSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  email: z.string(),
  tier: z.string().nullable(),
  term_end: z.string(),
  state: z.enum(MEMBERSHIP_STATES),
  /** What the ledger says she owes (minor units; below 0: in credit). */
  balance: z.number(),
});
/** The treasurer's renewals: terms ending this month or already due, in grace, lapsed. */
export const renewalsSchema = z.object({
  currency: z.string(),
  month: z.string(),
  renewals: z.array(renewalSchema),
});
export type Renewals = z.infer<typeof renewalsSchema>;

/** Decision 52: a member's request to change tier. */
export const CHANGE_REQUEST_STATUSES = ["open", "approved", "declined"] as const;
export const CHANGE_REQUEST_NOTE_MAX = 500;
export const changeRequestSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  member_name: z.string(),
  member_type: z.string(),
  /** Her tier when she asked (null: none). */
  from_tier: z.string().nullable(),
  tier_id: z.string(),
  note: z.string(),
  status: z.enum(CHANGE_REQUEST_STATUSES),
  /** ISO timestamps. */
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;
export const myChangeRequestSchema = z.object({ request: changeRequestSchema.nullable() });
export const changeRequestsSchema = z.object({ requests: z.array(changeRequestSchema) });
export const createChangeRequestSchema = z.object({
  tier_id: z.string().trim().min(1, "Choose a tier.").max(40),
  note: z.string().trim().max(CHANGE_REQUEST_NOTE_MAX, `At most ${CHANGE_REQUEST_NOTE_MAX} characters.`).optional(),
});
export const changeRequestParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
