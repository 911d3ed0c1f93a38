import type { Generated } from "kysely";

// Stays: homes, their windows and photos, stay requests, the nights they hold, the guest book, tier discounts.

export interface StayListingsTable {
  id: string;
  host_id: number;
  title: string;
  description: string;
  type: string;
  city: string;
  region: string;
  country: string;
  address: string;
  sleeps: number;
  bedrooms: number;
  /** JSON array of amenity keys. */
  amenities: string;
  rules: string;
  nightly_contribution: number | null;
  published: number;
  created_at: number;
  updated_at: number;
}

export interface StayWindowsTable {
  id: Generated<number>;
  listing_id: string;
  from_date: string;
  to_date: string;
  min_nights: number;
  max_nights: number;
}

export interface StayPhotosTable {
  id: string;
  listing_id: string;
  position: number;
  original_key: string;
  thumbnail_key: string;
  display_key: string;
  width: number;
  height: number;
  placeholder_color: string;
  created_at: number;
}

export interface StayRequestsTable {
  id: string;
  listing_id: string;
  guest_id: number;
  from_date: string;
  to_date: string;
  guests: number;
  message: string;
  status: string;
  reason: string | null;
  nightly_contribution: number | null;
  tier: string | null;
  discount_percent: number;
  created_at: number;
  updated_at: number;
}

/** One row per night an accepted stay holds: the primary key refuses a second stay on the same night. */
export interface StayNightsTable {
  listing_id: string;
  night: string;
  request_id: string;
}

export interface StayGuestBookTable {
  id: Generated<number>;
  listing_id: string;
  request_id: string;
  author_id: number;
  content: string;
  created_at: number;
}

/** A tier the club sells (decision 44): fees in minor units of the club's currency. */
export interface MembershipTiersTable {
  id: string;
  name: string;
  description: string;
  fee_amount: number;
  fee_period: string;
  min_term_months: number;
  housing_discount_pct: number;
  exhibiting_fee: number | null;
  volunteering: number;
  committees: number;
  hosting_months_per_year: number;
  position: number;
}
