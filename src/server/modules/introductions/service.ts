import { v7 as uuidv7 } from "uuid";
import { accessControl, conversationAccess, introductionAccess, type Actor } from "../../access/index.ts";
import type { Db } from "../../kernel/database/database.ts";
import { badRequest, conflict, forbidden, notFound } from "../../kernel/http/errors.ts";
import type {
  Introducers,
  Introduction,
  IntroductionCreate,
  IntroductionsList,
} from "../../../shared/introductions.ts";
import { INTRODUCTION_TEXTS } from "../../../shared/texts/introductions.ts";
import { openIntroducedConversation } from "../conversations/index.ts";
import { recordNotice, type NewNotice } from "../notifications/index.ts";
import { toIntroduction } from "./mapper.ts";
import { introductionsRepository, type IntroductionRow } from "./repository.ts";

/**
 * Introductions (docs/product/conversations.md#introductions, decision 0062): every step is an `introduction` notice
 * written in the step's transaction. Nobody learns more of a declined one than "not now": the asker gets the same
 * notice whoever declined, and the member to be introduced never hears of one the introducer declined.
 */
export function introductionsService(db: Db, now: () => number = Date.now) {
  const access = introductionAccess(db);
  const conversations = conversationAccess(db);
  const repository = introductionsRepository(db);

  const activeMember = (userId: number) => repository.activeMember(userId);

  function present(actor: Actor, row: IntroductionRow): Introduction {
    const role = access.role(actor, row)!;
    const actions: Introduction["actions"] = [];
    if (access.canForward(actor, row)) actions.push("forward", "decline");
    if (access.canAccept(actor, row)) actions.push("accept", "decline");
    return toIntroduction(row, role, access.stateSeenBy(actor, row), actions);
  }

  async function readable(actor: Actor, id: string) {
    return access.requireReadable(actor, await repository.one(id.toLowerCase()));
  }

  /** The asker and the member to meet are both still here and neither blocked the other (else 409, nothing moves). */
  async function requireStillPossible(row: IntroductionRow) {
    const asker: Actor = { user_id: row.asker_id, type: "Standard", admin: false };
    const facts = (await conversations.messagingFacts(asker, [row.to_user_id], now())).get(row.to_user_id);
    const askerHere = await activeMember(row.asker_id);
    if (!facts || !facts.present || facts.blocked || !askerHere) throw conflict(INTRODUCTION_TEXTS.cannotGoOn);
  }

  const notYourStep = (actor: Actor, row: IntroductionRow, role: string) =>
    access.role(actor, row) === role
      ? conflict(INTRODUCTION_TEXTS.notYourStep)
      : forbidden(INTRODUCTION_TEXTS.notYourStep);

  const notNow = (userId: number, row: IntroductionRow, title: string): NewNotice => ({
    userId,
    kind: "introduction",
    subject: { kind: "introduction", id: row.id, title },
    actorId: null,
    createdAt: now(),
  });

  return {
    /** Asks a mutual member to introduce her to a member she may not write to. */
    async ask(actor: Actor, input: IntroductionCreate): Promise<Introduction> {
      if (input.to_user_id === actor.user_id)
        throw badRequest(INTRODUCTION_TEXTS.notYourself, [
          { path: "body.to_user_id", message: INTRODUCTION_TEXTS.notYourself },
        ]);
      if (input.introducer_id === actor.user_id || input.introducer_id === input.to_user_id)
        throw badRequest(INTRODUCTION_TEXTS.notMutual, [
          { path: "body.introducer_id", message: INTRODUCTION_TEXTS.notMutual },
        ]);
      await accessControl(db).requireMembershipInForce(actor, now());
      const [to, introducer] = await Promise.all([activeMember(input.to_user_id), activeMember(input.introducer_id)]);
      if (!to || !introducer) throw notFound(INTRODUCTION_TEXTS.memberNotFound);
      const facts = (await conversations.messagingFacts(actor, [to.user_id], now())).get(to.user_id);
      if (!facts || !facts.present || facts.blocked) throw forbidden(INTRODUCTION_TEXTS.notPossible);
      if ((await conversations.startableWith(actor, [to.user_id], now())).has(to.user_id))
        throw conflict(INTRODUCTION_TEXTS.mayAlreadyWrite);
      if (!(await access.mayIntroduce(actor, introducer.user_id, to.user_id, now())))
        throw forbidden(INTRODUCTION_TEXTS.notMutual);
      const asker = (await activeMember(actor.user_id))!;
      const id = uuidv7();
      await db.transaction().execute(async (trx) => {
        const inTransaction = introductionsRepository(trx);
        if (await inTransaction.openBetween(actor.user_id, to.user_id)) throw conflict(INTRODUCTION_TEXTS.alreadyOpen);
        await inTransaction.insert({
          id,
          asker_id: actor.user_id,
          introducer_id: introducer.user_id,
          to_user_id: to.user_id,
          reason: input.reason,
          created_at: now(),
        });
        await recordNotice(trx, {
          userId: introducer.user_id,
          kind: "introduction",
          subject: { kind: "introduction", id, title: `${asker.name} asks you to introduce them to ${to.name}` },
          actorId: actor.user_id,
          excerpt: input.reason,
          createdAt: now(),
        });
      });
      return present(actor, (await repository.one(id))!);
    },

    /** Hers: those she asked, those she is asked to make, and those forwarded to her. */
    async list(actor: Actor): Promise<IntroductionsList> {
      const rows = access.readable(actor, await repository.hers(actor.user_id));
      return { introductions: rows.map((row) => present(actor, row)) };
    },

    /** The introducer passes it on, with a note for them both. */
    async forward(actor: Actor, id: string, note: string): Promise<Introduction> {
      const row = await readable(actor, id);
      if (!access.canForward(actor, row)) throw notYourStep(actor, row, "introducer");
      await requireStillPossible(row);
      await db.transaction().execute(async (trx) => {
        if (
          !(await introductionsRepository(trx).move(row.id, "asked", { state: "forwarded", note, forwarded_at: now() }))
        )
          throw conflict(INTRODUCTION_TEXTS.notYourStep);
        await recordNotice(trx, {
          userId: row.to_user_id,
          kind: "introduction",
          subject: {
            kind: "introduction",
            id: row.id,
            title: `${row.introducer_name} would like to introduce you to ${row.asker_name}`,
          },
          actorId: actor.user_id,
          excerpt: note,
          createdAt: now(),
        });
      });
      return present(actor, (await repository.one(row.id))!);
    },

    /** The member introduced agrees: a conversation opens between her and the asker, the note at its top. */
    async accept(actor: Actor, id: string): Promise<Introduction> {
      const row = await readable(actor, id);
      if (!access.canAccept(actor, row)) throw notYourStep(actor, row, "introduced");
      await requireStillPossible(row);
      await db.transaction().execute(async (trx) => {
        const conversationId = await openIntroducedConversation(trx, [row.asker_id, row.to_user_id], now());
        const moved = await introductionsRepository(trx).move(row.id, "forwarded", {
          state: "made",
          decided_at: now(),
          conversation_id: conversationId,
        });
        if (!moved) throw conflict(INTRODUCTION_TEXTS.notYourStep);
        await recordNotice(
          trx,
          {
            userId: row.asker_id,
            kind: "introduction",
            subject: {
              kind: "conversation",
              id: conversationId,
              title: `${row.to_name} accepted your introduction: you can write to each other now`,
            },
            actorId: actor.user_id,
            createdAt: now(),
          },
          {
            userId: row.introducer_id,
            kind: "introduction",
            subject: {
              kind: "introduction",
              id: row.id,
              title: `${row.asker_name} and ${row.to_name} are introduced, thanks to you`,
            },
            actorId: actor.user_id,
            createdAt: now(),
          },
        );
      });
      return present(actor, (await repository.one(row.id))!);
    },

    /** The introducer or the member introduced says "not now": the asker hears the same whichever it was. */
    async decline(actor: Actor, id: string): Promise<Introduction> {
      const row = await readable(actor, id);
      if (!access.canDecline(actor, row))
        throw access.role(actor, row) === "asker"
          ? forbidden(INTRODUCTION_TEXTS.notYourStep)
          : conflict(INTRODUCTION_TEXTS.notYourStep);
      await db.transaction().execute(async (trx) => {
        if (!(await introductionsRepository(trx).move(row.id, row.state, { state: "not-now", decided_at: now() })))
          throw conflict(INTRODUCTION_TEXTS.notYourStep);
        const notices = [notNow(row.asker_id, row, `Not now: your introduction to ${row.to_name}`)];
        if (row.state === "forwarded")
          notices.push(notNow(row.introducer_id, row, `Not now: ${row.asker_name}'s introduction to ${row.to_name}`));
        await recordNotice(trx, ...notices);
      });
      return present(actor, (await repository.one(row.id))!);
    },

    /** Whom she may ask to introduce her to a member (none when she may already write to her, or cannot ask). */
    async introducers(actor: Actor, userId: number): Promise<Introducers> {
      if (userId === actor.user_id || !(await activeMember(userId))) throw notFound(INTRODUCTION_TEXTS.memberNotFound);
      const mayMessage = (await conversations.startableWith(actor, [userId], now())).has(userId);
      const facts = (await conversations.messagingFacts(actor, [userId], now())).get(userId);
      if (mayMessage || !facts?.present || facts.blocked) return { may_message: mayMessage, introducers: [] };
      const ids = await access.introducers(actor, userId, now());
      return { may_message: false, introducers: await repository.names(ids) };
    },
  };
}

export type IntroductionsService = ReturnType<typeof introductionsService>;
