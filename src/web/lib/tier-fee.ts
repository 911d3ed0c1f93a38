import type { Tier } from "../../shared/membership.ts";
import { TIER_FEE_COPY } from "../content/membership.ts";

/** An amount in minor units, in the club's currency, without cents when it is whole ("$1,200", "€12.50"). */
export function tierMoney(minor: number, currency: string): string {
  const whole = minor % 100 === 0 ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
  return new Intl.NumberFormat("en", { style: "currency", currency, ...whole }).format(minor / 100);
}

/**
 * A tier's fee ("$1,200 a year") as /membership and the /request wizard both show it; a fee the club has not set (0)
 * reads as the club's copy did, and as the admins' tiers editor says: by invitation.
 */
export function tierFee(tier: Pick<Tier, "fee_amount" | "fee_period">, currency: string): string {
  if (tier.fee_amount === 0) return TIER_FEE_COPY.byInvitation;
  return `${tierMoney(tier.fee_amount, currency)} ${TIER_FEE_COPY.perPeriod[tier.fee_period]}`;
}
