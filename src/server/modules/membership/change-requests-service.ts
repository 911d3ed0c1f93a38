import { type Actor, can, membershipTerm } from "../../access/index.ts";
import type { Db } from "../../kernel/database/database.ts";
import { badRequest, conflict, forbidden, notFound } from "../../kernel/http/errors.ts";
import type { MemberType } from "../../../shared/member-limits.ts";
import { tierAllowedFor, type ChangeRequest } from "../../../shared/membership.ts";
import { recordAudit } from "../audit/index.ts";
import { recordNotice } from "../notifications/index.ts";
import { changeRequestsRepository, type ChangeRequestRow } from "./change-requests-repository.ts";
import { isoDate } from "./mapper.ts";
import { membershipRepository } from "./repository.ts";

const field = (path: string, message: string) => badRequest(message, [{ path, message }]);

/** The day `months` calendar months after `start` (UTC): the end of a tier's minimum term. */
export function addMonths(start: number, months: number): number {
  const date = new Date(start);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.getTime();
}

const toChangeRequest = (row: ChangeRequestRow): ChangeRequest => ({
  id: Number(row.id),
  user_id: Number(row.user_id),
  member_name: row.member_name,
  member_type: row.member_type,
  from_tier: row.from_tier,
  tier_id: row.tier_id,
  note: row.note,
  status: row.status,
  created_at: new Date(Number(row.created_at)).toISOString(),
  decided_at: row.decided_at === null ? null : new Date(Number(row.decided_at)).toISOString(),
});

/**
 * Decision 52: a member asks to change tier (one open request at a time, a tier her type allows, after her current
 * tier's minimum term), an admin approves (her tier changes) or declines; each decision audited, she is told in her
 * inbox, and the admins are told of a new request.
 */
export function changeRequestsService({ db, now = Date.now }: { db: Db; now?: () => number }) {
  return {
    /** Her newest request (open or decided), or null. */
    async mine(actor: Actor) {
      const row = await changeRequestsRepository(db).latestOf(actor.user_id);
      return { request: row ? toChangeRequest(row) : null };
    },

    /** She asks (lapsed too: to come back into a tier). */
    async ask(actor: Actor, input: { tier_id: string; note?: string | undefined }) {
      const at = now();
      const id = await db.transaction().execute(async (trx) => {
        const requests = changeRequestsRepository(trx);
        const memberships = membershipRepository(trx);
        const member = await memberships.member(actor.user_id);
        if (!member) throw notFound();
        const tiers = await memberships.tiers();
        const wanted = tiers.find((t) => t.id === input.tier_id);
        if (!wanted) throw field("body.tier_id", "No such tier.");
        if (member.membership_tier === wanted.id)
          throw field("body.tier_id", `You hold the ${wanted.name} tier already.`);
        if (!tierAllowedFor(member.type as MemberType, wanted.id))
          throw field(
            "body.tier_id",
            `A ${member.type} member cannot hold the ${wanted.name} tier (see the table on your membership page).`,
          );
        const current = tiers.find((t) => t.id === member.membership_tier);
        if (current) {
          const ends = addMonths(membershipTerm(member).start, Number(current.min_term_months));
          if (at < ends)
            throw field(
              "body.tier_id",
              `The ${current.name} tier's minimum term of ${current.min_term_months} months runs to ${isoDate(ends)}: ` +
                `you may ask to change from that day.`,
            );
        }
        if (await requests.openOf(actor.user_id))
          throw conflict("You have a request waiting already: the club answers it before you ask again.");
        const created = await requests.insert({
          userId: actor.user_id,
          fromTier: member.membership_tier,
          tierId: wanted.id,
          note: input.note ?? "",
          now: at,
        });
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: "membership.change-request",
          target: `user:${actor.user_id}`,
          details: { id: created, from: member.membership_tier, to: wanted.id },
        });
        const admins = await requests.admins();
        await recordNotice(
          trx,
          ...admins.map((admin) => ({
            userId: Number(admin.user_id),
            kind: "admin-notice" as const,
            subject: { kind: "club" as const, id: null, title: `A member asks to change to the ${wanted.name} tier` },
            actorId: actor.user_id,
            excerpt: input.note ? input.note.slice(0, 200) : null,
            createdAt: at,
          })),
        );
        return created;
      });
      return toChangeRequest((await changeRequestsRepository(db).one(id))!);
    },

    async list(actor: Actor) {
      if (!can.admin.administer(actor)) throw forbidden();
      return { requests: (await changeRequestsRepository(db).list()).map(toChangeRequest) };
    },

    /** An admin approves (her tier becomes the one asked for; it must still suit her type) or declines. */
    async decide(actor: Actor, id: number, decision: "approved" | "declined") {
      if (!can.admin.administer(actor)) throw forbidden();
      const at = now();
      await db.transaction().execute(async (trx) => {
        const requests = changeRequestsRepository(trx);
        const memberships = membershipRepository(trx);
        const request = await requests.one(id);
        if (!request) throw notFound("No such request.");
        if (request.status !== "open") throw conflict("This request has been answered already.");
        const tier = (await memberships.tiers()).find((t) => t.id === request.tier_id);
        if (decision === "approved") {
          if (!tier) throw badRequest("That tier is no longer sold: decline the request.");
          if (!tierAllowedFor(request.member_type as MemberType, tier.id))
            throw badRequest(`A ${request.member_type} member cannot hold the ${tier.name} tier: decline the request.`);
        }
        if (!(await requests.decide(id, decision, actor.user_id, at)))
          throw conflict("This request has been answered already.");
        if (decision === "approved") await memberships.setMembership(Number(request.user_id), request.tier_id);
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: decision === "approved" ? "membership.change-request.approve" : "membership.change-request.decline",
          target: `user:${request.user_id}`,
          details: { id, from: request.from_tier, to: request.tier_id },
        });
        const name = tier?.name ?? request.tier_id;
        await recordNotice(trx, {
          userId: Number(request.user_id),
          kind: "membership-reminder",
          subject: {
            kind: "club",
            id: null,
            title:
              decision === "approved"
                ? `your change to the ${name} tier is approved`
                : `your request for the ${name} tier was declined`,
          },
          actorId: actor.user_id,
          createdAt: at,
        });
      });
      return toChangeRequest((await changeRequestsRepository(db).one(id))!);
    },
  };
}

export type ChangeRequestsService = ReturnType<typeof changeRequestsService>;
