import { callPath } from "../../../shared/paths/call-path.ts";
import { STAY_PATHS } from "../../../shared/paths/stays.ts";
import { type Actor, can } from "../../access/index.ts";
import type { Selectable } from "kysely";
import type { StayPhotosTable, StayWindowsTable } from "../../kernel/database/schema.ts";
import {
  STAY_AMENITY_KEYS,
  STAY_CURRENCY,
  contributionFor,
  nightsBetween,
  type MembershipTier,
  type Stay,
  type StayAmenity,
  type StayRequest,
  type StayRequestStatus,
} from "../../../shared/stays.ts";
import type { ListingRow, RequestRow } from "./repository.ts";

/** "Positano, Campania, Italy": what members see of where a home is. */
export const placeOf = (place: { city: string; region: string; country: string }) =>
  [place.city, place.region, place.country].filter((part) => part.trim() !== "").join(", ");

const photoUrl = (listingId: string, photoId: string, variant: "thumb" | "display") =>
  callPath(STAY_PATHS.photoFile, { id: listingId, photoId, variant });

function amenitiesOf(json: string): StayAmenity[] {
  const parsed = JSON.parse(json) as unknown;
  return Array.isArray(parsed)
    ? parsed.filter((key): key is StayAmenity => (STAY_AMENITY_KEYS as readonly unknown[]).includes(key))
    : [];
}

/** A home as the viewer may see it: the exact address only when `showAddress` (the access layer's answer). */
export function toStay(
  row: ListingRow,
  extra: {
    windows: readonly Selectable<StayWindowsTable>[];
    photos: readonly StayPhotosTable[];
    booked: ReadonlyArray<{ from_date: string; to_date: string }>;
    guestBook: ReadonlyArray<{
      id: number;
      content: string;
      created_at: number;
      author_id: number;
      author_name: string;
    }>;
    showAddress: boolean;
    canManage: boolean;
  },
): Stay {
  return {
    id: row.id,
    host: { user_id: row.host_id, name: row.host_name, type: row.host_type },
    title: row.title,
    description: row.description,
    type: row.type,
    city: row.city,
    region: row.region,
    country: row.country,
    ...(extra.showAddress ? { address: row.address } : {}),
    sleeps: row.sleeps,
    bedrooms: row.bedrooms,
    amenities: amenitiesOf(row.amenities),
    rules: row.rules,
    nightly_contribution: row.nightly_contribution,
    currency: STAY_CURRENCY,
    availability: extra.windows.map((w) => ({
      from: w.from_date,
      to: w.to_date,
      min_nights: w.min_nights,
      max_nights: w.max_nights,
    })),
    booked: extra.booked.map((b) => ({ from: b.from_date, to: b.to_date })),
    published: row.published === 1,
    photos: extra.photos.map((photo) => ({
      id: photo.id,
      thumbnail_url: photoUrl(row.id, photo.id, "thumb"),
      display_url: photoUrl(row.id, photo.id, "display"),
      width: photo.width,
      height: photo.height,
      placeholder_color: photo.placeholder_color,
    })),
    guest_book: extra.guestBook.map((entry) => ({
      id: entry.id,
      author: { user_id: entry.author_id, name: entry.author_name },
      content: entry.content,
      created_at: entry.created_at,
    })),
    can_manage: extra.canManage,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A request as its guest, its host or an admin sees it: the address and the host's email once it is accepted. */
export function toStayRequest(
  row: RequestRow,
  actor: Actor,
  extra: { showAddress: boolean; canSignGuestBook: boolean },
): StayRequest {
  const nights = nightsBetween(row.from_date, row.to_date);
  const open = row.status === "pending" || row.status === "accepted";
  return {
    id: row.id,
    listing: { id: row.listing_id, title: row.listing_title, city: row.listing_city, country: row.listing_country },
    guest: { user_id: row.guest_id, name: row.guest_name },
    host: { user_id: row.host_id, name: row.host_name },
    from: row.from_date,
    to: row.to_date,
    nights,
    guests: row.guests,
    message: row.message,
    status: row.status as StayRequestStatus,
    reason: row.reason,
    contribution:
      row.nightly_contribution === null
        ? null
        : contributionFor(row.nightly_contribution, nights, row.tier as MembershipTier | null, row.discount_percent),
    ...(extra.showAddress ? { address: row.listing_address, host_email: row.host_email } : {}),
    can_answer: row.status === "pending" && can.stayRequest.answer(actor, row),
    can_cancel: open && can.stayRequest.cancel(actor, row),
    can_sign_guest_book: extra.canSignGuestBook,
    created_at: row.created_at,
  };
}
