import { sql } from "kysely";
import type { Db } from "../../kernel/database/database.ts";
import type { StayListingsTable, StayPhotosTable, StayRequestsTable } from "../../kernel/database/schema.ts";
import { type Actor, filter } from "../../access/index.ts";
import type { StayWindow } from "../../../shared/stays.ts";

export type ListingValues = Omit<StayListingsTable, "id" | "created_at" | "updated_at">;
export type ListingRow = StayListingsTable & { host_name: string; host_type: string; host_email: string };
export type RequestRow = StayRequestsTable & {
  listing_title: string;
  listing_city: string;
  listing_country: string;
  listing_address: string;
  host_id: number;
  host_name: string;
  host_email: string;
  guest_name: string;
  guest_email: string;
};

export interface ListFilter {
  where?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  guests?: number | undefined;
  hostId?: number | undefined;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function staysRepository(db: Db) {
  const selectListings = () =>
    db
      .selectFrom("stay_listings")
      .innerJoin("users as host", "host.user_id", "stay_listings.host_id")
      .selectAll("stay_listings")
      .select(["host.name as host_name", "host.type as host_type", "host.email as host_email"]);

  const selectRequests = () =>
    db
      .selectFrom("stay_requests")
      .innerJoin("stay_listings as l", "l.id", "stay_requests.listing_id")
      .innerJoin("users as host", "host.user_id", "l.host_id")
      .innerJoin("users as guest", "guest.user_id", "stay_requests.guest_id")
      .selectAll("stay_requests")
      .select([
        "l.title as listing_title",
        "l.city as listing_city",
        "l.country as listing_country",
        "l.address as listing_address",
        "l.host_id as host_id",
        "host.name as host_name",
        "host.email as host_email",
        "guest.name as guest_name",
        "guest.email as guest_email",
      ]);

  return {
    async insertListing(row: ListingValues & { id: string; created_at: number }, windows: readonly StayWindow[]) {
      await db
        .insertInto("stay_listings")
        .values({ ...row, updated_at: row.created_at })
        .execute();
      await this.replaceWindows(row.id, windows);
    },

    async unpublishHostedBy(hostId: number, now: number) {
      await db
        .updateTable("stay_listings")
        .set({ published: 0, updated_at: now })
        .where("host_id", "=", hostId)
        .where("published", "=", 1)
        .execute();
    },

    async updateListing(id: string, values: Partial<ListingValues>, now: number) {
      await db
        .updateTable("stay_listings")
        .set({ ...values, updated_at: now })
        .where("id", "=", id)
        .execute();
    },

    async replaceWindows(listingId: string, windows: readonly StayWindow[]) {
      await db.deleteFrom("stay_windows").where("listing_id", "=", listingId).execute();
      if (windows.length === 0) return;
      await db
        .insertInto("stay_windows")
        .values(
          windows.map((w) => ({
            listing_id: listingId,
            from_date: w.from,
            to_date: w.to,
            min_nights: w.min_nights,
            max_nights: w.max_nights,
          })),
        )
        .execute();
    },

    findListing(id: string): Promise<ListingRow | undefined> {
      return selectListings().where("stay_listings.id", "=", id).executeTakeFirst();
    },

    /**
     * The homes the viewer may see (the access layer's SQL form), newest first: `where` matches the place or the title,
     * `guests` the beds, and `from`/`to` keep only homes with a window holding those dates and no accepted stay on them.
     */
    list(viewer: Actor, criteria: ListFilter): Promise<ListingRow[]> {
      let query = selectListings().where(filter(viewer, "stay"));
      if (criteria.hostId !== undefined) query = query.where("stay_listings.host_id", "=", criteria.hostId);
      if (criteria.where) {
        const pattern = likePattern(criteria.where);
        query = query.where((eb) =>
          eb.or([
            sql<boolean>`lower(stay_listings.city) like ${pattern} escape '\\'`,
            sql<boolean>`lower(stay_listings.region) like ${pattern} escape '\\'`,
            sql<boolean>`lower(stay_listings.country) like ${pattern} escape '\\'`,
            sql<boolean>`lower(stay_listings.title) like ${pattern} escape '\\'`,
          ]),
        );
      }
      if (criteria.guests !== undefined) query = query.where("stay_listings.sleeps", ">=", criteria.guests);
      if (criteria.from !== undefined && criteria.to !== undefined) {
        const { from, to } = criteria;
        query = query
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom("stay_windows as w")
                .select("w.id")
                .whereRef("w.listing_id", "=", "stay_listings.id")
                .where("w.from_date", "<=", from)
                .where("w.to_date", ">=", to),
            ),
          )
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom("stay_nights as n")
                  .select("n.night")
                  .whereRef("n.listing_id", "=", "stay_listings.id")
                  .where("n.night", ">=", from)
                  .where("n.night", "<", to),
              ),
            ),
          );
      }
      return query.orderBy("stay_listings.created_at", "desc").orderBy("stay_listings.id", "desc").limit(500).execute();
    },

    windowsOf(listingIds: readonly string[]) {
      if (listingIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom("stay_windows")
        .selectAll()
        .where("listing_id", "in", listingIds)
        .orderBy("from_date")
        .orderBy("id")
        .execute();
    },

    photosOf(listingIds: readonly string[]) {
      if (listingIds.length === 0) return Promise.resolve([] as StayPhotosTable[]);
      return db
        .selectFrom("stay_photos")
        .selectAll()
        .where("listing_id", "in", listingIds)
        .orderBy("position")
        .orderBy("id")
        .execute();
    },

    /** Accepted stays as check-in/check-out ranges, for the calendars. */
    acceptedRangesOf(listingIds: readonly string[]) {
      if (listingIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom("stay_requests")
        .select(["listing_id", "from_date", "to_date"])
        .where("listing_id", "in", listingIds)
        .where("status", "=", "accepted")
        .orderBy("from_date")
        .execute();
    },

    guestBookOf(listingId: string) {
      return db
        .selectFrom("stay_guest_book as g")
        .innerJoin("users as u", "u.user_id", "g.author_id")
        .select(["g.id", "g.content", "g.created_at", "g.author_id", "u.name as author_name"])
        .where("g.listing_id", "=", listingId)
        .orderBy("g.created_at", "desc")
        .orderBy("g.id", "desc")
        .limit(200)
        .execute();
    },

    async insertGuestBookEntry(entry: { listing_id: string; request_id: string; author_id: number; content: string }) {
      await db
        .insertInto("stay_guest_book")
        .values({ ...entry, created_at: Date.now() })
        .execute();
    },

    async hasGuestBookEntry(requestId: string) {
      const row = await db
        .selectFrom("stay_guest_book")
        .select("id")
        .where("request_id", "=", requestId)
        .executeTakeFirst();
      return row !== undefined;
    },

    photoCount: async (listingId: string) =>
      Number(
        (
          await db
            .selectFrom("stay_photos")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("listing_id", "=", listingId)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    async insertPhoto(row: StayPhotosTable) {
      await db.insertInto("stay_photos").values(row).execute();
    },

    findPhoto(listingId: string, photoId: string) {
      return db
        .selectFrom("stay_photos")
        .selectAll()
        .where("listing_id", "=", listingId)
        .where("id", "=", photoId)
        .executeTakeFirst();
    },

    async deletePhoto(photoId: string) {
      await db.deleteFrom("stay_photos").where("id", "=", photoId).execute();
    },

    async insertRequest(row: Omit<StayRequestsTable, "updated_at">) {
      await db
        .insertInto("stay_requests")
        .values({ ...row, updated_at: row.created_at })
        .execute();
    },

    findRequest(id: string): Promise<RequestRow | undefined> {
      return selectRequests().where("stay_requests.id", "=", id).executeTakeFirst();
    },

    /** The requests the member made, and those made for her homes (all of them for an admin asking for everything). */
    listRequestsFor(memberId: number) {
      return selectRequests()
        .where((eb) => eb.or([eb("stay_requests.guest_id", "=", memberId), eb("l.host_id", "=", memberId)]))
        .orderBy("stay_requests.created_at", "desc")
        .orderBy("stay_requests.id", "desc")
        .limit(500)
        .execute();
    },

    /** Sets a request's status only if it still has the one read: answers whether it did. */
    async setStatus(id: string, from: string, to: string, reason: string | null, now: number) {
      const result = await db
        .updateTable("stay_requests")
        .set({ status: to, reason, updated_at: now })
        .where("id", "=", id)
        .where("status", "=", from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Holds each night of an accepted stay; a night already held fails the whole insert (the primary key). */
    async holdNights(listingId: string, requestId: string, nights: readonly string[]) {
      await db
        .insertInto("stay_nights")
        .values(nights.map((night) => ({ listing_id: listingId, night, request_id: requestId })))
        .execute();
    },

    async releaseNights(requestId: string) {
      await db.deleteFrom("stay_nights").where("request_id", "=", requestId).execute();
    },

    async nightsTaken(listingId: string, from: string, to: string) {
      const row = await db
        .selectFrom("stay_nights")
        .select("night")
        .where("listing_id", "=", listingId)
        .where("night", ">=", from)
        .where("night", "<", to)
        .executeTakeFirst();
      return row !== undefined;
    },

    memberForHosting(userId: number) {
      return db
        .selectFrom("users")
        .select(["user_id", "type", "active", "email"])
        .where("user_id", "=", userId)
        .executeTakeFirst();
    },

    /** The membership's tiers (decision 44: one source), read for the stays' discount table. */
    tierRows() {
      return db.selectFrom("membership_tiers").select(["id", "housing_discount_pct"]).execute();
    },
  };
}

export type StaysRepository = ReturnType<typeof staysRepository>;
