import { addDays } from "../../../shared/calendar-date.ts";
import { v7 as uuidv7 } from "uuid";
import { accessControl, type Actor, can } from "../../access/index.ts";
import { housingDiscountOf } from "../membership/index.ts";
import { openStayConversation } from "../conversations/index.ts";
import { notify } from "../notifications/index.ts";
import { conflict, forbidden, notFound } from "../../kernel/http/errors.ts";
import {
  nightsBetween,
  type StayRequest,
  type StayRequestCreate,
  type StayRequestPatch,
} from "../../../shared/stays.ts";
import { STAY_TEXTS } from "../../../shared/texts/stays.ts";
import { fieldError, isUniqueViolation, type StaysContext } from "./context.ts";
import { stayIcs } from "./ics.ts";
import type { ListingReader } from "./listings-service.ts";
import { placeOf, toStayRequest } from "./mapper.ts";
import { staysRepository, type RequestRow } from "./repository.ts";

/** Stay requests: asked, answered or cancelled (with their emails), their calendar entry, and the guest book after. */
export function requestsService(context: StaysContext, reader: ListingReader) {
  const { db, outbox, club } = context;
  const now = context.now ?? Date.now;
  const { today, visibleListing, presentOne } = reader;

  async function presentRequest(actor: Actor, row: RequestRow): Promise<StayRequest> {
    const signed = await staysRepository(db).hasGuestBookEntry(row.id);
    return toStayRequest(row, actor, {
      showAddress: can.stayRequest.readAddress(actor, row),
      canSignGuestBook: !signed && can.stayRequest.signGuestBook(actor, row, today()),
    });
  }

  async function visibleRequest(actor: Actor, id: string) {
    const row = await staysRepository(db).findRequest(id.toLowerCase());
    if (!row || !can.stayRequest.read(actor, row)) throw notFound(STAY_TEXTS.requestNotFound);
    return row;
  }

  /** A stay's notice as its emails speak of it: about the home, by the one who acted. */
  const stayNotice = (
    row: RequestRow,
    userId: number,
    kind: "stay-request" | "stay-answer",
    actorId: number,
    excerpt: string | null,
  ) => ({
    userId,
    kind,
    subject: { kind: "stay" as const, id: row.listing_id, title: row.listing_title },
    actorId,
    excerpt,
    createdAt: now(),
  });

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
    /** POST /api/stays/:listingId/requests: dates inside a window, within its night limits, free, for as many as it sleeps. */
    async request(actor: Actor, listingId: string, input: StayRequestCreate): Promise<StayRequest> {
      const listing = await visibleListing(actor, listingId);
      await accessControl(db).requireMembershipInForce(actor, now());
      if (listing.host_id === actor.user_id) throw forbidden(STAY_TEXTS.ownHome);
      if (!can.stay.request(actor, listing)) throw conflict(STAY_TEXTS.notPublished);
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

      const { tier, discount_percent: discount } = await housingDiscountOf(db, actor.user_id, now());
      const id = uuidv7();
      await db.transaction().execute(async (trx) => {
        const inTransaction = staysRepository(trx);
        // One pending request per guest, home and nights: a second fails its insert (migration 0043), on any instance.
        await inTransaction
          .insertRequest({
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
          })
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? conflict(STAY_TEXTS.alreadyRequested) : error;
          });
        const row = (await inTransaction.findRequest(id))!;
        // Its conversation between guest and host, opened with the guest's message (decision 0049).
        await openStayConversation(
          trx,
          {
            id,
            guestId: row.guest_id,
            guestName: row.guest_name,
            hostId: row.host_id,
            toDate: row.to_date,
            message: row.message,
          },
          now(),
        );
        // Each stay email goes by her choice for its kind, with its notice (decision 0071).
        await notify(trx, outbox, stayNotice(row, row.host_id, "stay-request", row.guest_id, row.message), {
          to: row.host_email,
          userId: row.host_id,
          kind: "stay-requested",
          data: { ...stayEmailBase(row, listing.host_name), guestName: row.guest_name, message: row.message },
          idempotencyKey: `stay-requested:${id}`,
        });
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
        if (!can.stayRequest.cancel(actor, row)) throw forbidden(STAY_TEXTS.onlyGuestOrHost);
        if (row.status !== "pending" && row.status !== "accepted") throw conflict(STAY_TEXTS.alreadyClosed);
      } else {
        if (!can.stayRequest.answer(actor, row)) throw forbidden(STAY_TEXTS.onlyHostAnswers);
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
          await notify(trx, outbox, stayNotice(row, row.guest_id, "stay-answer", actor.user_id, null), {
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
          });
        } else if (patch.status === "declined") {
          await notify(trx, outbox, stayNotice(row, row.guest_id, "stay-answer", actor.user_id, reason), {
            to: row.guest_email,
            userId: row.guest_id,
            kind: "stay-answered",
            data: { ...stayEmailBase(row, row.guest_name), hostName: row.host_name, accepted: false, reason },
          });
        } else {
          await repository.releaseNights(row.id);
          const byGuest = actor.user_id === row.guest_id;
          const others = [
            ...(byGuest ? [] : [{ email: row.guest_email, id: row.guest_id, name: row.guest_name }]),
            ...(actor.user_id === row.host_id ? [] : [{ email: row.host_email, id: row.host_id, name: row.host_name }]),
          ];
          const cancelledBy = byGuest ? row.guest_name : actor.user_id === row.host_id ? row.host_name : "The club";
          for (const other of others) {
            const kind = other.id === row.guest_id ? "stay-answer" : "stay-request";
            await notify(
              trx,
              outbox,
              stayNotice(row, other.id, kind, actor.user_id, reason ? `Cancelled: ${reason}` : "Cancelled"),
              {
                to: other.email,
                userId: other.id,
                kind: "stay-cancelled",
                data: { ...stayEmailBase(row, other.name), cancelledBy, reason },
              },
            );
          }
        }
      });
      return presentRequest(actor, (await staysRepository(db).findRequest(row.id))!);
    },

    /** The stay as an all-day calendar entry: only for an accepted stay, for those who may know its address. */
    async requestIcs(actor: Actor, id: string) {
      const row = await visibleRequest(actor, id);
      if (!can.stayRequest.readAddress(actor, row)) throw conflict(STAY_TEXTS.noCalendarEntry);
      return stayIcs(row, await club());
    },

    /** After the stay: her note in the home's guest book, once a stay. */
    async signGuestBook(actor: Actor, id: string, content: string) {
      const row = await visibleRequest(actor, id);
      if (!can.stayRequest.signGuestBook(actor, row, today())) throw forbidden(STAY_TEXTS.notAfterStay);
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
  };
}
