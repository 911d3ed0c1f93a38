import { can, type Actor, type EventRelation, type RecapRefusal } from "../../access/index.ts";
import type { Db } from "../../kernel/database/database.ts";
import { badRequest, conflict, forbidden } from "../../kernel/http/errors.ts";
import type { RecapAnswer, RecapDraft } from "../../../shared/event-recaps.ts";
import { RECAP_TEXTS } from "../../../shared/texts/event-recaps.ts";
import { recordAudit } from "../audit/index.ts";
import type { EmailImages } from "../gallery/index.ts";
import type { Outbox } from "../outbox/index.ts";
import { tellMembers } from "./organiser-message.ts";
import { toRecap, toRecapPhoto } from "./recap-mapper.ts";
import { recapRepository, type RecapPhotoRow } from "./recap-repository.ts";
import { eventsRepository, type EventRow } from "./repository.ts";
import { loadVisible } from "./service.ts";

const REFUSALS: Record<NonNullable<RecapRefusal>, string> = {
  confidential: RECAP_TEXTS.confidential,
  cancelled: RECAP_TEXTS.cancelled,
  notEnded: RECAP_TEXTS.notEnded,
};

/**
 * An event's recap (docs/product/events.md#recap, decision 0069): its organiser (or an admin) writes a draft once the
 * event has ended, then sends it once, through the same path as an organiser's message (`tellMembers`). Every read and
 * the send show only the photos `can.recap.showPhoto` allows at that moment.
 */
export function recapService(db: Db, mail: Pick<Outbox, "enqueueMany">, emailImages: Pick<EmailImages, "addressOf">) {
  const recaps = recapRepository(db);

  /** The event as she may see it; a confidential gathering answers 409 to everyone, as it has no recap. */
  async function eventOf(actor: Actor, key: string) {
    const { row, relation } = await loadVisible(db, key, actor);
    if (row.confidential) throw conflict(RECAP_TEXTS.confidential);
    return { row, relation };
  }

  /** Who may write it now: the organiser or an admin (403 otherwise), on an event that has ended and was not cancelled. */
  function requireWritable(actor: Actor, row: EventRow, now: number) {
    if (!can.recap.manage(actor, row)) throw forbidden(RECAP_TEXTS.notOrganiser);
    const refusal = can.recap.refusal(row, now);
    if (refusal) throw conflict(REFUSALS[refusal]);
  }

  const attendanceOf = async (eventId: string) =>
    (await eventsRepository(db).rostersOf([eventId])).get(eventId)!.participants.length;

  const shownPhotos = (rows: RecapPhotoRow[], eventId: string) =>
    rows.filter((photo) => can.recap.showPhoto(photo, eventId));

  async function answer(actor: Actor, row: EventRow, relation: EventRelation, now: number): Promise<RecapAnswer> {
    const recap = await recaps.find(row.id);
    const manages = can.recap.manage(actor, row);
    const refusal = can.recap.refusal(row, now);
    const sent = recap?.sent_at != null;
    const readable = recap !== undefined && can.recap.read(actor, row, relation, recap);
    const photos = readable ? shownPhotos(await recaps.photosOf(row.id), row.id) : [];
    const liveAttendance = readable && !sent && recap.show_attendance ? await attendanceOf(row.id) : null;
    return {
      recap: readable ? toRecap(recap, photos, liveAttendance) : null,
      may_write: manages && refusal === null && !sent,
      not_now: manages && !sent && refusal ? REFUSALS[refusal] : null,
      club_allowed: can.recap.audience(row, "club"),
      choosable:
        manages && refusal === null && !sent
          ? shownPhotos(await recaps.photosOfEvent(row.id), row.id).map(toRecapPhoto)
          : [],
    };
  }

  return {
    async read(actor: Actor, key: string, now = Date.now()): Promise<RecapAnswer> {
      const { row, relation } = await eventOf(actor, key);
      return answer(actor, row, relation, now);
    },

    async saveDraft(actor: Actor, key: string, draft: RecapDraft, now = Date.now()): Promise<RecapAnswer> {
      const { row, relation } = await eventOf(actor, key);
      requireWritable(actor, row, now);
      if (!can.recap.audience(row, draft.audience))
        throw badRequest(RECAP_TEXTS.clubOnlyForOpen, [
          { path: "body.audience", message: RECAP_TEXTS.clubOnlyForOpen },
        ]);
      const imageIds = [...new Set(draft.image_ids.map((id) => id.toLowerCase()))];
      const facts = new Map((await recaps.photoFacts(imageIds)).map((photo) => [photo.id, photo]));
      const refused = imageIds.filter((id) => !facts.has(id) || !can.recap.showPhoto(facts.get(id)!, row.id));
      if (refused.length)
        throw badRequest(
          RECAP_TEXTS.photoNotOfEvent,
          refused.map((id) => ({ path: "body.image_ids", message: `${RECAP_TEXTS.photoNotOfEvent} (${id})` })),
        );
      const saved = await db
        .transaction()
        .execute((trx) =>
          recapRepository(trx).saveDraft(
            row.id,
            { text: draft.text, imageIds, showAttendance: draft.show_attendance, audience: draft.audience },
            actor.user_id,
            now,
          ),
        );
      if (!saved) throw conflict(RECAP_TEXTS.alreadySent);
      return answer(actor, row, relation, now);
    },

    /** Once: to the participants, or to every active member for an open event; audited. Answers how many it reached. */
    async send(actor: Actor & { name: string }, key: string, now = Date.now()): Promise<{ sent_to: number }> {
      const { row } = await eventOf(actor, key);
      requireWritable(actor, row, now);
      const recap = await recaps.find(row.id);
      if (!recap) throw conflict(RECAP_TEXTS.noDraft);
      if (recap.sent_at !== null) throw conflict(RECAP_TEXTS.alreadySent);
      if (!can.recap.audience(row, recap.audience)) throw conflict(RECAP_TEXTS.clubOnlyForOpen);
      const photos = shownPhotos(await recaps.photosOf(row.id), row.id);
      const emailed: Array<{ src: string; alt: string }> = [];
      for (const photo of photos) {
        const src = await emailImages.addressOf(actor, photo);
        if (src) emailed.push({ src, alt: photo.title });
      }
      return db.transaction().execute(async (trx) => {
        const repository = recapRepository(trx);
        const roster = (await eventsRepository(trx).rostersOf([row.id])).get(row.id)!;
        const attendance = recap.show_attendance ? roster.participants.length : null;
        if (!(await repository.claimSending(row.id, actor.user_id, now))) throw conflict(RECAP_TEXTS.alreadySent);
        const audience =
          recap.audience === "club" ? await repository.activeMemberIds() : roster.participants.map((p) => p.user_id);
        const sentTo = await tellMembers(trx, mail, {
          kind: "event-recap",
          userIds: audience.filter((id) => id !== actor.user_id),
          event: row,
          actorId: actor.user_id,
          excerpt: recap.text,
          now,
          email: (member) => ({
            name: member.name,
            eventId: row.id,
            eventTitle: row.title,
            organiser: actor.name,
            text: recap.text,
            attendance,
            photos: emailed,
          }),
        });
        await repository.recordReach(row.id, attendance, sentTo);
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: "event.recap-sent",
          target: `event:${row.id}`,
          details: { audience: recap.audience, sent_to: sentTo, photos: photos.length },
        });
        return { sent_to: sentTo };
      });
    },
  };
}

export type RecapService = ReturnType<typeof recapService>;
