import type { FastifyReply, FastifyRequest } from "fastify";
import { v7 as uuidv7 } from "uuid";
import { accessControl } from "../../access/access.ts";
import { adminRules, stayRequestRules, stayRules, type Actor } from "../../access/rules.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors.ts";
import {
  DEFAULT_TIER_DISCOUNTS,
  MEMBERSHIP_TIERS,
  STAY_LIMITS,
  STAY_TEXTS,
  addDays,
  nightsBetween,
  type MembershipTier,
  type Stay,
  type StayCreate,
  type StayListQuery,
  type StayPrefill,
  type StayRequest,
  type StayRequestCreate,
  type StayRequestPatch,
  type StayUpdate,
  type StayWindow,
  type TierDiscounts,
} from "../../../shared/stays.ts";
import { acceptedPropertyOf } from "../applications/service.ts";
import { recordAudit } from "../audit/service.ts";
import type { Outbox } from "../outbox/outbox.ts";
import type { MediaPictures } from "../gallery/service.ts";
import { stayIcs } from "./ics.ts";
import { placeOf, toStay, toStayRequest } from "./mapper.ts";
import { staysRepository, type ListingRow, type RequestRow } from "./repository.ts";

export interface StaysContext {
  db: Db;
  outbox: Pick<Outbox, "enqueue">;
  pictures: MediaPictures;
  config: Pick<Config, "clubTimezone" | "publicUrl" | "clubName">;
  now?: () => number;
}

/** Today's date in the club's time zone, as `YYYY-MM-DD`. */
export function todayIn(timezone: string, now = Date.now()) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: timezone, year: "numeric", month: "2-digit", day: "2-digit" })
    .format(new Date(now))
    .slice(0, 10);
}

const fieldError = (path: string, message: string) => badRequest(message, [{ path, message }]);

const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  ((error as { code?: string }).code === "23505" || /UNIQUE constraint failed/i.test(error.message));

function checkWindows(windows: readonly StayWindow[], today: string) {
  windows.forEach((window, index) => {
    if (window.to < today) throw fieldError(`body.availability.${index}.to`, STAY_TEXTS.pastDate);
    if (window.min_nights > nightsBetween(window.from, window.to))
      throw fieldError(`body.availability.${index}.min_nights`, "Longer than the window itself.");
  });
}

export function staysService(context: StaysContext) {
  const { db, outbox, pictures, config } = context;
  const now = context.now ?? Date.now;
  const access = accessControl(db);
  const today = () => todayIn(config.clubTimezone, now());

  /** The listing if the actor may see it: 404 for unknown and hidden alike. */
  async function visibleListing(actor: Actor, id: string, repository = staysRepository(db)): Promise<ListingRow> {
    const listing = await repository.findListing(id.toLowerCase());
    if (!listing || !stayRules.read(actor, listing)) throw notFound(STAY_TEXTS.notFound);
    return listing;
  }

  async function managedListing(actor: Actor, id: string, repository = staysRepository(db)) {
    const listing = await visibleListing(actor, id, repository);
    if (!stayRules.manage(actor, listing)) throw forbidden(STAY_TEXTS.onlyHost);
    return listing;
  }

  async function present(actor: Actor, rows: readonly ListingRow[], withGuestBook: boolean): Promise<Stay[]> {
    const repository = staysRepository(db);
    const ids = rows.map((row) => row.id);
    const [windows, photos, booked, addressable] = await Promise.all([
      repository.windowsOf(ids),
      repository.photosOf(ids),
      repository.acceptedRangesOf(ids),
      access.stayAddressesReadable(actor, rows),
    ]);
    const current = today();
    return Promise.all(
      rows.map(async (row) =>
        toStay(row, {
          windows: windows.filter((w) => w.listing_id === row.id && w.to_date >= current),
          photos: photos.filter((p) => p.listing_id === row.id),
          booked: booked.filter((b) => b.listing_id === row.id && b.to_date >= current),
          guestBook: withGuestBook ? await repository.guestBookOf(row.id) : [],
          showAddress: addressable.has(row.id),
          canManage: stayRules.manage(actor, row),
        }),
      ),
    );
  }

  async function presentOne(actor: Actor, id: string) {
    const listing = await visibleListing(actor, id);
    return (await present(actor, [listing], true))[0]!;
  }

  async function discountsTable(): Promise<TierDiscounts> {
    const rows = await staysRepository(db).tierDiscountRows();
    const table = { ...DEFAULT_TIER_DISCOUNTS };
    for (const row of rows)
      if ((MEMBERSHIP_TIERS as readonly string[]).includes(row.tier)) table[row.tier as MembershipTier] = row.percent;
    return table;
  }

  async function presentRequest(actor: Actor, row: RequestRow): Promise<StayRequest> {
    const signed = await staysRepository(db).hasGuestBookEntry(row.id);
    return toStayRequest(row, actor, {
      showAddress: stayRequestRules.readAddress(actor, row),
      canSignGuestBook: !signed && stayRequestRules.signGuestBook(actor, row, today()),
    });
  }

  async function visibleRequest(actor: Actor, id: string) {
    const row = await staysRepository(db).findRequest(id.toLowerCase());
    if (!row || !stayRequestRules.read(actor, row)) throw notFound(STAY_TEXTS.requestNotFound);
    return row;
  }

  const stayEmailBase = (row: RequestRow, name: string) => ({
    name,
    requestId: row.id,
    homeTitle: row.listing_title,
    place: placeOf({ city: row.listing_city, region: "", country: row.listing_country }),
    from: row.from_date,
    to: row.to_date,
    guests: row.guests,
  });

  return {
    /** POST /api/stays: a Travel Host's home, or one an admin lists for a Travel Host. */
    async create(actor: Actor, input: StayCreate): Promise<Stay> {
      if (!stayRules.create(actor)) throw forbidden(STAY_TEXTS.onlyHosts);
      const repository = staysRepository(db);
      let hostId = actor.user_id;
      if (input.host_id !== undefined && input.host_id !== actor.user_id) {
        if (!adminRules.administer(actor)) throw forbidden(STAY_TEXTS.onlyHosts);
        const host = await repository.memberForHosting(input.host_id);
        if (!host || host.active !== 1 || host.type !== "Travel Host")
          throw fieldError("body.host_id", STAY_TEXTS.hostMustBeTravelHost);
        hostId = host.user_id;
      }
      checkWindows(input.availability, today());
      const id = uuidv7();
      const { host_id: _ignored, availability, amenities, published, ...fields } = input;
      await db.transaction().execute(async (trx) => {
        await staysRepository(trx).insertListing(
          {
            ...fields,
            id,
            host_id: hostId,
            amenities: JSON.stringify(amenities),
            published: published ? 1 : 0,
            created_at: now(),
          },
          availability,
        );
      });
      return presentOne(actor, id);
    },

    /** PUT /api/stays/:id: the host or an admin; the fields sent change, windows are replaced as a whole. */
    async update(actor: Actor, id: string, input: StayUpdate): Promise<Stay> {
      const listing = await managedListing(actor, id);
      if (input.availability) checkWindows(input.availability, today());
      const { availability, amenities, published, ...fields } = input;
      await db.transaction().execute(async (trx) => {
        const repository = staysRepository(trx);
        await repository.updateListing(
          listing.id,
          {
            ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
            ...(amenities !== undefined ? { amenities: JSON.stringify(amenities) } : {}),
            ...(published !== undefined ? { published: published ? 1 : 0 } : {}),
          },
          now(),
        );
        if (availability) await repository.replaceWindows(listing.id, availability);
      });
      return presentOne(actor, listing.id);
    },

    /** GET /api/stays: the homes the viewer may see, narrowed by place, dates (free on them) and guests. */
    async list(actor: Actor, query: StayListQuery): Promise<Stay[]> {
      if (query.from !== undefined && query.from < today()) throw fieldError("querystring.from", STAY_TEXTS.pastDate);
      const rows = await staysRepository(db).list(actor, {
        where: query.where,
        from: query.from,
        to: query.to,
        guests: query.guests,
        hostId: query.mine ? actor.user_id : undefined,
      });
      let fitting = rows;
      if (query.from && query.to) {
        // The SQL kept homes with a window holding the dates; the window's night limits are checked here.
        const nights = nightsBetween(query.from, query.to);
        const windows = await staysRepository(db).windowsOf(rows.map((row) => row.id));
        fitting = rows.filter((row) =>
          windows.some(
            (w) =>
              w.listing_id === row.id &&
              w.from_date <= query.from! &&
              w.to_date >= query.to! &&
              nights >= w.min_nights &&
              nights <= w.max_nights,
          ),
        );
      }
      return present(actor, fitting, false);
    },

    get: presentOne,

    /** What her accepted application said of her home, to start a listing from (an admin may ask for a host). */
    async prefill(actor: Actor, hostId: number | undefined): Promise<StayPrefill> {
      if (!stayRules.create(actor)) throw forbidden(STAY_TEXTS.onlyHosts);
      let email = (await staysRepository(db).memberForHosting(actor.user_id))!.email;
      if (hostId !== undefined && hostId !== actor.user_id) {
        if (!adminRules.administer(actor)) throw forbidden(STAY_TEXTS.onlyHosts);
        const host = await staysRepository(db).memberForHosting(hostId);
        if (!host) throw notFound("No such member.");
        email = host.email;
      }
      return (await acceptedPropertyOf(db, email)) ?? { address: "", type: "", description: "", availability: "" };
    },

    /** A photo through the image pipeline (metadata stripped), stored beside the home's others. */
    async addPhoto(actor: Actor, id: string, buffer: Buffer): Promise<Stay> {
      const listing = await managedListing(actor, id);
      const repository = staysRepository(db);
      const count = await repository.photoCount(listing.id);
      if (count >= STAY_LIMITS.photosMax) throw badRequest(`At most ${STAY_LIMITS.photosMax} photos a home.`);
      const photoId = uuidv7();
      const stored = await pictures.store("stays", photoId, buffer);
      try {
        await repository.insertPhoto({
          id: photoId,
          listing_id: listing.id,
          position: count,
          ...stored,
          created_at: now(),
        });
      } catch (error) {
        await pictures.remove([stored.original_key, stored.thumbnail_key, stored.display_key]);
        throw error;
      }
      return presentOne(actor, listing.id);
    },

    async deletePhoto(actor: Actor, id: string, photoId: string): Promise<Stay> {
      const listing = await managedListing(actor, id);
      const repository = staysRepository(db);
      const photo = await repository.findPhoto(listing.id, photoId.toLowerCase());
      if (!photo) throw notFound("No such photo.");
      await repository.deletePhoto(photo.id);
      await pictures.remove([photo.original_key, photo.thumbnail_key, photo.display_key]);
      return presentOne(actor, listing.id);
    },

    /** A photo's file, for whoever may see its home: its files follow it (a draft's to its host and admins only). */
    async sendPhoto(
      actor: Actor,
      params: { id: string; photoId: string; variant: "thumb" | "display" },
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      const listing = await visibleListing(actor, params.id);
      const photo = await staysRepository(db).findPhoto(listing.id, params.photoId.toLowerCase());
      if (!photo) throw notFound("No such photo.");
      return pictures.send(params.variant === "thumb" ? photo.thumbnail_key : photo.display_key, request, reply);
    },

    /** POST /api/stays/:listingId/requests: dates inside a window, within its night limits, free, for as many as it sleeps. */
    async request(actor: Actor, listingId: string, input: StayRequestCreate): Promise<StayRequest> {
      const listing = await visibleListing(actor, listingId);
      if (listing.host_id === actor.user_id) throw forbidden(STAY_TEXTS.ownHome);
      if (!stayRules.request(actor, listing)) throw conflict(STAY_TEXTS.notPublished);
      if (input.from < today()) throw fieldError("body.from", STAY_TEXTS.pastDate);
      if (input.guests > listing.sleeps) throw fieldError("body.guests", STAY_TEXTS.tooManyGuests);
      const repository = staysRepository(db);
      const windows = (await repository.windowsOf([listing.id])).filter(
        (w) => w.from_date <= input.from && w.to_date >= input.to,
      );
      if (windows.length === 0) throw conflict(STAY_TEXTS.outsideAvailability);
      const nights = nightsBetween(input.from, input.to);
      if (!windows.some((w) => nights >= w.min_nights && nights <= w.max_nights))
        throw fieldError("body.to", STAY_TEXTS.nightsOutsideLimits);
      if (await repository.nightsTaken(listing.id, input.from, input.to)) throw conflict(STAY_TEXTS.overlapsStay);

      const tierText = await repository.tierOf(actor.user_id);
      const tier = (MEMBERSHIP_TIERS as readonly string[]).includes(tierText ?? "")
        ? (tierText as MembershipTier)
        : null;
      const discount = tier ? (await discountsTable())[tier] : 0;
      const id = uuidv7();
      await db.transaction().execute(async (trx) => {
        const inTransaction = staysRepository(trx);
        await inTransaction.insertRequest({
          id,
          listing_id: listing.id,
          guest_id: actor.user_id,
          from_date: input.from,
          to_date: input.to,
          guests: input.guests,
          message: input.message,
          status: "pending",
          reason: null,
          nightly_contribution: listing.nightly_contribution,
          tier,
          discount_percent: discount,
          created_at: now(),
        });
        const row = (await inTransaction.findRequest(id))!;
        await outbox.enqueue(
          {
            to: row.host_email,
            userId: row.host_id,
            kind: "stay-requested",
            data: { ...stayEmailBase(row, listing.host_name), guestName: row.guest_name, message: row.message },
            idempotencyKey: `stay-requested:${id}`,
          },
          trx,
        );
      });
      return presentRequest(actor, (await repository.findRequest(id))!);
    },

    async getRequest(actor: Actor, id: string) {
      return presentRequest(actor, await visibleRequest(actor, id));
    },

    /** The requests she made and those made for her homes, newest first. */
    async listRequests(actor: Actor) {
      const rows = await staysRepository(db).listRequestsFor(actor.user_id);
      return Promise.all(rows.map((row) => presentRequest(actor, row)));
    },

    /**
     * PATCH /api/stay-requests/:id. Accepting holds each night in `stay_nights` in the same transaction as the status:
     * of two overlapping acceptances, on any instance and either database, the second fails its insert and answers 409.
     */
    async answer(actor: Actor, id: string, patch: StayRequestPatch): Promise<StayRequest> {
      const row = await visibleRequest(actor, id);
      const reason = patch.reason?.trim() ? patch.reason.trim() : null;
      if (patch.status === "cancelled") {
        if (!stayRequestRules.cancel(actor, row)) throw forbidden(STAY_TEXTS.onlyGuestOrHost);
        if (row.status !== "pending" && row.status !== "accepted") throw conflict(STAY_TEXTS.alreadyClosed);
      } else {
        if (!stayRequestRules.answer(actor, row)) throw forbidden(STAY_TEXTS.onlyHostAnswers);
        if (row.status !== "pending") throw conflict(STAY_TEXTS.notPending);
      }
      await db.transaction().execute(async (trx) => {
        const repository = staysRepository(trx);
        if (!(await repository.setStatus(row.id, row.status, patch.status, reason, now())))
          throw conflict(STAY_TEXTS.alreadyClosed);
        if (patch.status === "accepted") {
          const nights = Array.from({ length: nightsBetween(row.from_date, row.to_date) }, (_, i) =>
            addDays(row.from_date, i),
          );
          try {
            await repository.holdNights(row.listing_id, row.id, nights);
          } catch (error) {
            if (isUniqueViolation(error)) throw conflict(STAY_TEXTS.overlapsStay);
            throw error;
          }
          await outbox.enqueue(
            {
              to: row.guest_email,
              userId: row.guest_id,
              kind: "stay-answered",
              data: {
                ...stayEmailBase(row, row.guest_name),
                hostName: row.host_name,
                accepted: true,
                address: row.listing_address,
                hostEmail: row.host_email,
              },
            },
            trx,
          );
        } else if (patch.status === "declined") {
          await outbox.enqueue(
            {
              to: row.guest_email,
              userId: row.guest_id,
              kind: "stay-answered",
              data: { ...stayEmailBase(row, row.guest_name), hostName: row.host_name, accepted: false, reason },
            },
            trx,
          );
        } else {
          await repository.releaseNights(row.id);
          const byGuest = actor.user_id === row.guest_id;
          const others = [
            ...(byGuest ? [] : [{ email: row.guest_email, id: row.guest_id, name: row.guest_name }]),
            ...(actor.user_id === row.host_id ? [] : [{ email: row.host_email, id: row.host_id, name: row.host_name }]),
          ];
          const cancelledBy = byGuest ? row.guest_name : actor.user_id === row.host_id ? row.host_name : "The club";
          for (const other of others) {
            await outbox.enqueue(
              {
                to: other.email,
                userId: other.id,
                kind: "stay-cancelled",
                data: { ...stayEmailBase(row, other.name), cancelledBy, reason },
              },
              trx,
            );
          }
        }
      });
      return presentRequest(actor, (await staysRepository(db).findRequest(row.id))!);
    },

    /** The stay as an all-day calendar entry: only for an accepted stay, for those who may know its address. */
    async requestIcs(actor: Actor, id: string) {
      const row = await visibleRequest(actor, id);
      if (!stayRequestRules.readAddress(actor, row)) throw conflict("Only an accepted stay has a calendar entry.");
      return stayIcs(row, config);
    },

    /** After the stay: her note in the home's guest book, once a stay. */
    async signGuestBook(actor: Actor, id: string, content: string) {
      const row = await visibleRequest(actor, id);
      if (!stayRequestRules.signGuestBook(actor, row, today())) throw forbidden(STAY_TEXTS.notAfterStay);
      try {
        await staysRepository(db).insertGuestBookEntry({
          listing_id: row.listing_id,
          request_id: row.id,
          author_id: actor.user_id,
          content,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(STAY_TEXTS.alreadySigned);
        throw error;
      }
      return presentOne(actor, row.listing_id);
    },

    /** The member's own tier and the discount it gives, with every tier's figure (the membership page's). */
    async myTier(actor: Actor) {
      const discounts = await discountsTable();
      const tierText = await staysRepository(db).tierOf(actor.user_id);
      const tier = (MEMBERSHIP_TIERS as readonly string[]).includes(tierText ?? "")
        ? (tierText as MembershipTier)
        : null;
      return { tier, discount_percent: tier ? discounts[tier] : 0, discounts };
    },

    discounts: discountsTable,

    /** Admins set each tier's housing discount (written to the audit log). */
    async setDiscounts(actor: Actor, discounts: TierDiscounts) {
      if (!adminRules.administer(actor)) throw forbidden();
      await db.transaction().execute(async (trx) => {
        const repository = staysRepository(trx);
        for (const tier of MEMBERSHIP_TIERS) await repository.setTierDiscount(tier, discounts[tier]);
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: "stays.tier-discounts",
          details: { ...discounts },
        });
      });
      return discountsTable();
    },

    /** Admins set a member's membership tier (written to the audit log). */
    async setMemberTier(actor: Actor, userId: number, tier: MembershipTier | null) {
      if (!adminRules.administer(actor)) throw forbidden();
      await db.transaction().execute(async (trx) => {
        if (!(await staysRepository(trx).setTier(userId, tier))) throw notFound("No such member.");
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: "stays.membership-tier",
          target: `user:${userId}`,
          details: { tier },
        });
      });
      return { user_id: userId, tier };
    },
  };
}

export type StaysService = ReturnType<typeof staysService>;

/**
 * A deactivated host's homes go back to drafts, hers and admins' alone: nobody finds or asks for them; she publishes
 * them again once she is back (docs/product/data.md#deactivation).
 */
export async function unpublishHomesOf(trx: Db, member: { userId: number }, now = Date.now()): Promise<void> {
  await staysRepository(trx).unpublishHostedBy(member.userId, now);
}
