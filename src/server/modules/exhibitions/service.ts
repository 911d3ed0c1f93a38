import { accessControl, exhibitionAccess, type Actor, type ExhibitionView } from "../../access/index.ts";
import type { Db } from "../../kernel/database/database.ts";
import { badRequest, conflict, forbidden, notFound } from "../../kernel/http/errors.ts";
import type { Exhibition, NewExhibit, SetExhibition } from "../../../shared/exhibitions.ts";
import { EXHIBITION_TEXTS } from "../../../shared/texts/exhibitions.ts";
import { recordAudit } from "../audit/index.ts";
import { exhibitingFees } from "../membership/index.ts";
import { toExhibit } from "./mapper.ts";
import { exhibitionsRepository } from "./repository.ts";

export interface ExhibitionsContext {
  db: Db;
  currency: () => Promise<string>;
  now?: () => number;
}

/**
 * Decision 72: an event's organiser or an admin makes it an exhibition; a member who sees its inside exhibits her
 * showcase pieces in it until it begins, her tier's exhibiting fee charged to her ledger in the same transaction, and
 * credited back when she withdraws before it begins.
 */
export function exhibitionsService({ db, currency, now = Date.now }: ExhibitionsContext) {
  const access = exhibitionAccess(db);
  const images = accessControl(db);

  async function eventOf(view: ExhibitionView, source: Db = db) {
    const row = await exhibitionsRepository(source).event(view.event.id);
    if (!row) throw notFound();
    return {
      row,
      open: row.opened_at !== null,
      closed: row.cancelled_at !== null || Number(row.starts_at) <= now(),
    };
  }

  async function answer(actor: Actor, view: ExhibitionView): Promise<Exhibition> {
    const { open, closed } = await eventOf(view);
    const [state, fee, clubCurrency] = await Promise.all([
      access.stateOf(actor, now()),
      exhibitingFees.feeOf(db, actor.user_id),
      currency(),
    ]);
    const rows = open && view.inside ? await exhibitionsRepository(db).exhibits(view.event.id) : [];
    const shown = await images.readableImages(actor, rows);
    return {
      event_id: view.event.id,
      exhibition: open,
      inside_visible: view.inside,
      closed,
      exhibits: shown.map((row) =>
        toExhibit(row, actor.user_id, access.mayWithdraw(actor, view, { user_id: Number(row.user_id) }, closed)),
      ),
      may_exhibit: access.mayExhibit(actor, view, { open, closed }, state),
      may_manage: view.mayManage,
      fee,
      currency: clubCurrency,
    };
  }

  return {
    /** Whether the event is an exhibition, its exhibits (for those who see its inside), what she may do. */
    async read(actor: Actor, key: string): Promise<Exhibition> {
      return answer(actor, await access.view(actor, key));
    },

    /** Its organiser or an admin makes the event an exhibition, or stops it while nobody exhibits (audited). */
    async set(actor: Actor, key: string, input: SetExhibition): Promise<Exhibition> {
      const view = await access.view(actor, key);
      if (!view.mayManage) throw forbidden();
      if (input.exhibition && (await eventOf(view)).closed) throw conflict(EXHIBITION_TEXTS.closed);
      await db.transaction().execute(async (trx) => {
        const repository = exhibitionsRepository(trx);
        if (input.exhibition) await repository.open(view.event.id, actor.user_id, now());
        else {
          if (await repository.hasExhibits(view.event.id)) throw conflict(EXHIBITION_TEXTS.hasExhibits);
          await repository.close(view.event.id);
        }
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: input.exhibition ? "exhibition.open" : "exhibition.close",
          target: `event:${view.event.id}`,
          details: {},
        });
      });
      return answer(actor, view);
    },

    /** She exhibits one of her showcase pieces; her tier's fee goes on her ledger in the same transaction. */
    async exhibit(actor: Actor, key: string, input: NewExhibit): Promise<Exhibition> {
      const view = await access.view(actor, key);
      const { open, closed } = await eventOf(view);
      await access.requireMayExhibit(actor, view, { open, closed }, now());
      const clubCurrency = await currency();
      await db.transaction().execute(async (trx) => {
        const repository = exhibitionsRepository(trx);
        const piece = await repository.showcasePiece(actor.user_id, input.image_id);
        if (!piece)
          throw badRequest(EXHIBITION_TEXTS.notInShowcase, [
            { path: "body.image_id", message: EXHIBITION_TEXTS.notInShowcase },
          ]);
        const at = now();
        const fee = await exhibitingFees.feeOf(trx, actor.user_id);
        const added = await repository.insert({
          eventId: view.event.id,
          imageId: piece.image_id,
          userId: actor.user_id,
          title: piece.title,
          medium: piece.medium,
          fee,
          now: at,
        });
        if (!added) throw conflict(EXHIBITION_TEXTS.shownAlready);
        let entry: number | null = null;
        if (fee > 0) {
          entry = await exhibitingFees.charge(trx, {
            userId: actor.user_id,
            amount: fee,
            currency: clubCurrency,
            description: EXHIBITION_TEXTS.chargeDescription(piece.title, view.event.title),
            now: at,
          });
          await repository.setCharge(view.event.id, piece.image_id, entry);
        }
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: "exhibit.add",
          target: `event:${view.event.id}`,
          details: { image_id: piece.image_id, fee, currency: clubCurrency, entry },
        });
      });
      return answer(actor, view);
    },

    /**
     * The member withdraws her piece before the exhibition begins (its charge credited back); its organiser or an admin
     * removes any piece, credited back too while the exhibition has not begun (audited).
     */
    async withdraw(actor: Actor, key: string, imageId: string): Promise<Exhibition> {
      const view = await access.view(actor, key);
      if (!view.inside) throw notFound(EXHIBITION_TEXTS.noSuchExhibit);
      const { closed } = await eventOf(view);
      const clubCurrency = await currency();
      await db.transaction().execute(async (trx) => {
        const repository = exhibitionsRepository(trx);
        const exhibit = await repository.exhibit(view.event.id, imageId);
        if (!exhibit) throw notFound(EXHIBITION_TEXTS.noSuchExhibit);
        if (!access.mayWithdraw(actor, view, { user_id: Number(exhibit.user_id) }, closed))
          throw forbidden(EXHIBITION_TEXTS.onlyTheExhibitor);
        if (!(await repository.remove(view.event.id, imageId))) throw notFound(EXHIBITION_TEXTS.noSuchExhibit);
        const credited = !closed && exhibit.charge_entry_id !== null && Number(exhibit.fee) > 0;
        if (credited)
          await exhibitingFees.credit(trx, {
            userId: Number(exhibit.user_id),
            amount: Number(exhibit.fee),
            currency: clubCurrency,
            description: EXHIBITION_TEXTS.creditDescription(exhibit.title, view.event.title),
            now: now(),
          });
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: "exhibit.withdraw",
          target: `event:${view.event.id}`,
          details: {
            image_id: imageId,
            user_id: Number(exhibit.user_id),
            credited: credited ? Number(exhibit.fee) : 0,
          },
        });
      });
      return answer(actor, view);
    },
  };
}

export type ExhibitionsService = ReturnType<typeof exhibitionsService>;
