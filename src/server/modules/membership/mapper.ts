import type { MembershipTiersTable } from "../../kernel/database/schema.ts";
import type { Tier } from "../../../shared/membership.ts";

/** A stored tier as the contract shows it. */
export function toTier(row: MembershipTiersTable): Tier {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    fee_amount: Number(row.fee_amount),
    fee_period: row.fee_period as Tier["fee_period"],
    min_term_months: Number(row.min_term_months),
    housing_discount_pct: Number(row.housing_discount_pct),
    exhibiting_fee: row.exhibiting_fee === null ? null : Number(row.exhibiting_fee),
    duties: {
      volunteering: Boolean(Number(row.volunteering)),
      committees: Boolean(Number(row.committees)),
      hosting_months_per_year: Number(row.hosting_months_per_year),
    },
  };
}

/** A tier as stored, in the order given. */
export function toTierRow(tier: Tier, position: number): MembershipTiersTable {
  return {
    id: tier.id,
    name: tier.name,
    description: tier.description,
    fee_amount: tier.fee_amount,
    fee_period: tier.fee_period,
    min_term_months: tier.min_term_months,
    housing_discount_pct: tier.housing_discount_pct,
    exhibiting_fee: tier.exhibiting_fee,
    volunteering: tier.duties.volunteering ? 1 : 0,
    committees: tier.duties.committees ? 1 : 0,
    hosting_months_per_year: tier.duties.hosting_months_per_year,
    position,
  };
}

export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
