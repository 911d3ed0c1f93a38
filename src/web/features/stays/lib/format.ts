import type { Contribution, Stay, StayAmenity } from "../../../../shared/stays.ts";
import { STAY_AMENITIES } from "../../../../shared/texts/stays.ts";
import { STAYS_COPY } from "../../../content/stays.ts";

/** "Positano, Campania, Italy": what members see of where a home is. */
export const placeOf = (stay: Pick<Stay, "city" | "region" | "country">) =>
  [stay.city, stay.region, stay.country].filter((part) => part.trim() !== "").join(", ");

export const money = (amount: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);

export const amenityLabel = (key: StayAmenity) => STAY_AMENITIES[key];

export const nights = STAYS_COPY.format.nights;
export const sleeps = STAYS_COPY.format.sleeps;
export const bedrooms = STAYS_COPY.format.bedrooms;

/** "$40 a night before your discount", or that none is asked. */
export const nightlyText = (stay: Pick<Stay, "nightly_contribution" | "currency">) =>
  stay.nightly_contribution === null
    ? STAYS_COPY.format.noContribution
    : STAYS_COPY.format.nightly(money(stay.nightly_contribution, stay.currency));

/** "$600 less 80% (Executive Member) = $120": the figure the server computed, explained. */
export function contributionText(contribution: Contribution) {
  const total = money(contribution.total, contribution.currency);
  if (contribution.discount_percent === 0) return STAYS_COPY.format.contribution(total, nights(contribution.nights));
  return STAYS_COPY.format.contributionDiscounted(
    total,
    nights(contribution.nights),
    money(contribution.subtotal, contribution.currency),
    contribution.discount_percent,
  );
}

/** Today's date where the member is, as `YYYY-MM-DD`. */
export function localToday(now = new Date()) {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}
