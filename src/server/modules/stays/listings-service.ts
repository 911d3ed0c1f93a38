import type { StoredFile } from "../../kernel/media-storage/sending.ts";
import { v7 as uuidv7 } from "uuid";
import { accessControl, type Actor, can } from "../../access/index.ts";
import { badRequest, forbidden, notFound } from "../../kernel/http/errors.ts";
import {
  STAY_LIMITS,
  nightsBetween,
  type Stay,
  type StayCreate,
  type StayListQuery,
  type StayPrefill,
  type StayUpdate,
  type StayWindow,
} from "../../../shared/stays.ts";
import { STAY_TEXTS } from "../../../shared/texts/stays.ts";
import { acceptedPropertyOf } from "../applications/index.ts";
import { todayIn } from "../../../shared/calendar-date.ts";
import { fieldError, type StaysContext } from "./context.ts";
import { toStay } from "./mapper.ts";
import { staysRepository, type ListingRow } from "./repository.ts";

function checkWindows(windows: readonly StayWindow[], today: string) {
  windows.forEach((window, index) => {
    if (window.to < today) throw fieldError(`body.availability.${index}.to`, STAY_TEXTS.pastDate);
    if (window.min_nights > nightsBetween(window.from, window.to))
      throw fieldError(`body.availability.${index}.min_nights`, STAY_TEXTS.minLongerThanWindow);
  });
}

/** The homes as the actor may see them: each one found (404 when hidden), managed (403 when not hers) and shown. */
export function listingReader(context: StaysContext) {
  const { db, config } = context;
  const now = context.now ?? Date.now;
  const access = accessControl(db);
  const today = () => todayIn(config.clubTimezone, now());

  /** The listing if the actor may see it: 404 for unknown and hidden alike. */
  async function visibleListing(actor: Actor, id: string, repository = staysRepository(db)): Promise<ListingRow> {
    const listing = await repository.findListing(id.toLowerCase());
    if (!listing || !can.stay.read(actor, listing)) throw notFound(STAY_TEXTS.notFound);
    return listing;
  }

  async function managedListing(actor: Actor, id: string, repository = staysRepository(db)) {
    const listing = await visibleListing(actor, id, repository);
    if (!can.stay.manage(actor, listing)) throw forbidden(STAY_TEXTS.onlyHost);
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
          canManage: can.stay.manage(actor, row),
        }),
      ),
    );
  }

  async function presentOne(actor: Actor, id: string) {
    const listing = await visibleListing(actor, id);
    return (await present(actor, [listing], true))[0]!;
  }

  return { today, visibleListing, managedListing, present, presentOne };
}

export type ListingReader = ReturnType<typeof listingReader>;

/** Homes: listed, changed, found, prefilled from the host's application, and their photos. */
export function listingsService(context: StaysContext, reader: ListingReader) {
  const { db, pictures } = context;
  const now = context.now ?? Date.now;
  const { today, visibleListing, managedListing, present, presentOne } = reader;

  return {
    /** POST /api/stays: a Travel Host's home, or one an admin lists for a Travel Host. */
    async create(actor: Actor, input: StayCreate): Promise<Stay> {
      if (!can.stay.create(actor)) throw forbidden(STAY_TEXTS.onlyHosts);
      const repository = staysRepository(db);
      let hostId = actor.user_id;
      if (input.host_id !== undefined && input.host_id !== actor.user_id) {
        if (!can.admin.administer(actor)) throw forbidden(STAY_TEXTS.onlyHosts);
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
      if (!can.stay.create(actor)) throw forbidden(STAY_TEXTS.onlyHosts);
      let email = (await staysRepository(db).memberForHosting(actor.user_id))!.email;
      if (hostId !== undefined && hostId !== actor.user_id) {
        if (!can.admin.administer(actor)) throw forbidden(STAY_TEXTS.onlyHosts);
        const host = await staysRepository(db).memberForHosting(hostId);
        if (!host) throw notFound(STAY_TEXTS.memberNotFound);
        email = host.email;
      }
      return (await acceptedPropertyOf(db, email)) ?? { address: "", type: "", description: "", availability: "" };
    },

    /** A photo through the image pipeline (metadata stripped), stored beside the home's others. */
    async addPhoto(actor: Actor, id: string, buffer: Buffer): Promise<Stay> {
      const listing = await managedListing(actor, id);
      const repository = staysRepository(db);
      const count = await repository.photoCount(listing.id);
      if (count >= STAY_LIMITS.photosMax) throw badRequest(STAY_TEXTS.tooManyPhotos(STAY_LIMITS.photosMax));
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
      if (!photo) throw notFound(STAY_TEXTS.photoNotFound);
      await repository.deletePhoto(photo.id);
      await pictures.remove([photo.original_key, photo.thumbnail_key, photo.display_key]);
      return presentOne(actor, listing.id);
    },

    /** A photo's file, for whoever may see its home: its files follow it (a draft's to its host and admins only). */
    async photoFile(
      actor: Actor,
      params: { id: string; photoId: string; variant: "thumb" | "display" },
    ): Promise<StoredFile> {
      const listing = await visibleListing(actor, params.id);
      const photo = await staysRepository(db).findPhoto(listing.id, params.photoId.toLowerCase());
      if (!photo) throw notFound(STAY_TEXTS.photoNotFound);
      return pictures.file(params.variant === "thumb" ? photo.thumbnail_key : photo.display_key);
    },
  };
}
