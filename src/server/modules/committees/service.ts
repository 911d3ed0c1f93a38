import { accessControl, can, type Actor } from "../../access/index.ts";
import type { Db } from "../../kernel/database/database.ts";
import { badRequest, conflict, forbidden, notFound } from "../../kernel/http/errors.ts";
import type {
  Committee,
  CommitteeInput,
  CommitteeRole,
  CommitteeUpdate,
  Committees,
} from "../../../shared/committees.ts";
import { COMMITTEE_TEXTS } from "../../../shared/texts/committees.ts";
import { recordAudit } from "../audit/index.ts";
import { recordNotice } from "../notifications/index.ts";
import { toCommittee, tiersOf } from "./mapper.ts";
import { committeesRepository, type CommitteeRow } from "./repository.ts";

const field = (path: string, message: string) => badRequest(message, [{ path, message }]);

/**
 * Decision 61: the club's committees. Every member reads them; admins create, edit and archive them and seat anyone
 * (one chair a committee); a member whose tier has committee duties joins those open to her tier, and leaves.
 */
export function committeesService({ db, now = Date.now }: { db: Db; now?: () => number }) {
  const access = accessControl(db);

  /** The tiers a committee is open to: those given (each must have committee duties), or every such tier. */
  async function tiersFor(given: readonly string[] | undefined) {
    const withDuty = (await committeesRepository(db).tiers())
      .filter((t) => Number(t.committees) === 1)
      .map((t) => t.id);
    if (given === undefined) return withDuty;
    const unknown = given.find((id) => !withDuty.includes(id));
    if (unknown !== undefined) throw field("body.tiers", COMMITTEE_TEXTS.tierWithoutDuty(unknown));
    return [...new Set(given)];
  }

  async function present(actor: Actor, rows: CommitteeRow[]): Promise<Committee[]> {
    const duty = await access.dutiesOf(actor, now());
    const members = await committeesRepository(db).members(rows.map((r) => Number(r.id)));
    return rows.map((row) =>
      toCommittee(
        row,
        members.filter((m) => Number(m.committee_id) === Number(row.id)),
        actor.user_id,
        (committee) => can.duty.joinCommittee(duty, committee),
      ),
    );
  }

  async function one(actor: Actor, id: number) {
    const row = await committeesRepository(db).committee(id);
    if (!row || !can.duty.readCommittee(actor, { archived: row.archived_at !== null }))
      throw notFound(COMMITTEE_TEXTS.notFound);
    return row;
  }

  const answer = async (actor: Actor, id: number) => (await present(actor, [await one(actor, id)]))[0]!;

  return {
    /** The committees every member reads (admins the archived too), and whether her tier carries committee duties. */
    async list(actor: Actor): Promise<Committees> {
      const duty = await access.dutiesOf(actor, now());
      const rows = await committeesRepository(db).committees(can.duty.manageCommittees(actor));
      return { committees: await present(actor, rows), committee_duty: duty.committees };
    },

    async create(actor: Actor, input: CommitteeInput) {
      if (!can.duty.manageCommittees(actor)) throw forbidden();
      const tiers = await tiersFor(input.tiers);
      const id = await db.transaction().execute(async (trx) => {
        const created = await committeesRepository(trx).insertCommittee({
          name: input.name,
          purpose: input.purpose,
          tiers,
          createdBy: actor.user_id,
          now: now(),
        });
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: "committee.create",
          target: `committee:${created}`,
          details: { name: input.name, tiers },
        });
        return created;
      });
      return answer(actor, id);
    },

    /** Admins edit a committee, archive it (it leaves the members' list, its seats are kept) or bring it back. */
    async update(actor: Actor, id: number, input: CommitteeUpdate) {
      if (!can.duty.manageCommittees(actor)) throw forbidden();
      const tiers = await tiersFor(input.tiers);
      await db.transaction().execute(async (trx) => {
        const repository = committeesRepository(trx);
        const row = await repository.committee(id);
        if (!row) throw notFound(COMMITTEE_TEXTS.notFound);
        const archivedAt = input.archived ? (row.archived_at ?? now()) : null;
        await repository.updateCommittee(id, { name: input.name, purpose: input.purpose, tiers, archivedAt });
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: input.archived ? "committee.archive" : "committee.update",
          target: `committee:${id}`,
          details: { name: input.name, tiers, archived: input.archived },
        });
      });
      return answer(actor, id);
    },

    /** She joins a committee herself: the access layer decides from her tier's duties and her membership's state. */
    async join(actor: Actor, id: number) {
      const row = await one(actor, id);
      await access.requireMembershipInForce({ ...actor, admin: false }, now());
      const duty = await access.dutiesOf(actor, now());
      if (!can.duty.joinCommittee(duty, { tiers: tiersOf(row), archived: row.archived_at !== null }))
        throw forbidden(duty.committees ? COMMITTEE_TEXTS.notYourTier : COMMITTEE_TEXTS.noCommitteeDuty);
      await db.transaction().execute(async (trx) => {
        const repository = committeesRepository(trx);
        if (await repository.seat(id, actor.user_id)) throw conflict(COMMITTEE_TEXTS.sitsAlready);
        await repository.setSeat(id, actor.user_id, "member", now());
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: "committee.join",
          target: `committee:${id}`,
          details: { user_id: actor.user_id },
        });
        // Her chair hears of it (in her inbox, as she chose for this kind; decision 72).
        const chair = await repository.chairOf(id);
        if (chair)
          await recordNotice(trx, {
            userId: Number(chair.user_id),
            kind: "duty",
            subject: { kind: "club", id: null, title: row.name },
            actorId: actor.user_id,
            excerpt: null,
            createdAt: now(),
          });
      });
      return answer(actor, id);
    },

    async leave(actor: Actor, id: number) {
      await one(actor, id);
      await db.transaction().execute(async (trx) => {
        if (!(await committeesRepository(trx).unseat(id, actor.user_id))) throw notFound(COMMITTEE_TEXTS.notSeated);
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: "committee.leave",
          target: `committee:${id}`,
          details: { user_id: actor.user_id },
        });
      });
      return answer(actor, id);
    },

    /** Admins seat any active member, or change her role; naming a chair makes the chair before her a member. */
    async seat(actor: Actor, id: number, userId: number, role: CommitteeRole) {
      if (!can.duty.manageCommittees(actor)) throw forbidden();
      await db.transaction().execute(async (trx) => {
        const repository = committeesRepository(trx);
        if (!(await repository.committee(id))) throw notFound(COMMITTEE_TEXTS.notFound);
        const member = await repository.member(userId);
        if (!member || Number(member.active) !== 1) throw notFound(COMMITTEE_TEXTS.noSuchMember);
        if (role === "chair") await repository.demoteChair(id, userId);
        await repository.setSeat(id, userId, role, now());
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: "committee.seat",
          target: `committee:${id}`,
          details: { user_id: userId, role },
        });
      });
      return answer(actor, id);
    },

    async unseat(actor: Actor, id: number, userId: number) {
      if (!can.duty.manageCommittees(actor)) throw forbidden();
      await db.transaction().execute(async (trx) => {
        const repository = committeesRepository(trx);
        if (!(await repository.committee(id))) throw notFound(COMMITTEE_TEXTS.notFound);
        if (!(await repository.unseat(id, userId))) throw notFound(COMMITTEE_TEXTS.memberNotSeated);
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: "committee.unseat",
          target: `committee:${id}`,
          details: { user_id: userId },
        });
      });
      return answer(actor, id);
    },
  };
}

export type CommitteesService = ReturnType<typeof committeesService>;
