import type { Db } from "../../kernel/database/database.ts";
import { conflict, forbidden, notFound } from "../../kernel/http/errors.ts";
import {
  MEMBER_INVITATION_DAYS,
  type CreateMemberInvitation,
  type InviteTree,
  type MemberInvitation,
  type MyInvitations,
} from "../../../shared/invitation-codes.ts";
import { INVITATION_CODE_TEXTS } from "../../../shared/texts/invitation-codes.ts";
import { accessControl, can, type Actor } from "../../access/index.ts";
import type { CurrentUser } from "../../../shared/members.ts";
import type { Outbox } from "../outbox/index.ts";
import { recordAudit } from "../audit/index.ts";
import { memberInvitationsRepository } from "./member-invitations-repository.ts";
import { generateCode, memberInvitationState, toMemberInvitation } from "./rules.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

export interface MemberInvitationsContext {
  db: Db;
  mail: Pick<Outbox, "enqueue">;
  /** The club settings that rule invitations: the tiers that may invite and how many open ones each member holds. */
  invitationSettings: () => Promise<{ invite_tiers: string[]; invitations_per_member: number }>;
  now?: () => number;
}

/**
 * Members' own invitations (decision 0057, docs/product/membership.md#members-invite): a personal invitation is an
 * invitation code for one use by one address, made by a member the access layer lets invite; the application that
 * uses it arrives sponsored by her. Admins read the invite tree and take a member's right away or give it back.
 */
export function memberInvitationsService({ db, mail, invitationSettings, now = Date.now }: MemberInvitationsContext) {
  const administering = (actor: Actor) => {
    if (!can.admin.administer(actor)) throw forbidden();
  };

  /** Her invitations, newest first, with whether she may invite now and how many open ones she holds. */
  async function mine(actor: Actor): Promise<MyInvitations> {
    const at = now();
    const settings = await invitationSettings();
    const right = await accessControl(db).inviteRight(actor, settings.invite_tiers, at);
    const rows = await memberInvitationsRepository(db).ofInviter(actor.user_id);
    const invitations = rows.map((row) => toMemberInvitation(row, at));
    return {
      mayInvite: right.mayInvite,
      reason: right.reason,
      openAllowed: settings.invitations_per_member,
      open: invitations.filter((invitation) => invitation.state === "open").length,
      invitations,
    };
  }

  /** Makes her invitation and queues its email in one transaction: 403 when she may not invite, 409 at her limit. */
  async function create(actor: CurrentUser, body: CreateMemberInvitation): Promise<MemberInvitation> {
    const at = now();
    const settings = await invitationSettings();
    const right = await accessControl(db).inviteRight(actor, settings.invite_tiers, at);
    if (!right.mayInvite) throw forbidden(INVITATION_CODE_TEXTS.refused[right.reason ?? "tier"]);
    return db.transaction().execute(async (trx) => {
      const invitations = memberInvitationsRepository(trx);
      const inviter = await invitations.lockInviter(actor.user_id);
      if (!inviter) throw forbidden();
      if ((await invitations.countOpen(actor.user_id, at)) >= settings.invitations_per_member) {
        throw conflict(INVITATION_CODE_TEXTS.openLimit(settings.invitations_per_member));
      }
      let created;
      // 40 random bits: a second draw is already unlikely.
      while (!created) {
        created = await invitations.insert({
          code: generateCode(),
          userId: actor.user_id,
          email: body.email,
          note: body.note,
          expiresAt: at + MEMBER_INVITATION_DAYS * DAY_MS,
          now: at,
        });
      }
      await mail.enqueue(
        {
          to: body.email,
          kind: "member-invitation",
          data: {
            code: created.code,
            email: body.email,
            inviterName: actor.name,
            note: body.note,
            days: MEMBER_INVITATION_DAYS,
          },
        },
        trx,
      );
      return toMemberInvitation(created, at);
    });
  }

  /** Revokes her invitation while unused: 404 when it is not hers, 409 once used, revoked or expired. */
  async function revoke(actor: Actor, code: string): Promise<MemberInvitation> {
    const at = now();
    const invitations = memberInvitationsRepository(db);
    const row = await invitations.findOf(actor.user_id, code);
    if (!row) throw notFound(INVITATION_CODE_TEXTS.invitationNotFound);
    if (memberInvitationState(row, at) !== "open") throw conflict(INVITATION_CODE_TEXTS.notOpen);
    const revoked = await invitations.revokeUnused(row.code);
    if (!revoked) throw conflict(INVITATION_CODE_TEXTS.notOpen);
    return toMemberInvitation(revoked, at);
  }

  /** Who invited whom: every personal invitation and the members at either end of one, or paused by an admin. */
  async function tree(admin: Actor): Promise<InviteTree> {
    administering(admin);
    const at = now();
    const invitations = memberInvitationsRepository(db);
    const rows = await invitations.treeInvitations();
    const invitedBy = new Map<number, number>();
    for (const row of rows) {
      if (row.member_id !== null && row.invited_by !== null && !invitedBy.has(row.member_id)) {
        invitedBy.set(row.member_id, row.invited_by);
      }
    }
    const memberIds = new Set<number>([
      ...rows.flatMap((row) => (row.invited_by === null ? [] : [row.invited_by])),
      ...invitedBy.keys(),
      ...(await invitations.revokedMemberIds()),
    ]);
    const members = await invitations.treeMembers([...memberIds]);
    return {
      members: members.map((member) => ({
        userId: member.user_id,
        name: member.name,
        active: member.active === 1,
        mayInvite: member.revoked_at === null,
        invitedBy: invitedBy.get(member.user_id) ?? null,
        joinedAt: iso(member.created_at),
      })),
      invitations: rows.map((row) => ({
        code: row.code,
        inviterId: row.invited_by ?? 0,
        email: row.invitee_email ?? "",
        createdAt: iso(row.created_at),
        expiresAt: iso(row.expires_at ?? row.created_at),
        state: memberInvitationState(row, at),
        application:
          row.application_id === null
            ? null
            : row.accepted === null
              ? "pending"
              : row.accepted === 1
                ? "accepted"
                : "rejected",
        appliedAt: row.applied_at === null ? null : iso(row.applied_at),
        memberId: row.member_id,
      })),
    };
  }

  /** Takes a member's right to invite away, or gives it back (audited); her open invitations are revoked with it. */
  async function setRight(admin: Actor, userId: number, mayInvite: boolean): Promise<{ mayInvite: boolean }> {
    administering(admin);
    return db.transaction().execute(async (trx) => {
      const invitations = memberInvitationsRepository(trx);
      if (!(await invitations.memberExists(userId))) throw notFound(INVITATION_CODE_TEXTS.memberNotFound);
      if (mayInvite) await invitations.giveRight(userId);
      else {
        await invitations.takeRight(userId, admin.user_id, now());
        for (const row of await invitations.ofInviter(userId)) {
          if (memberInvitationState(row, now()) === "open") await invitations.revokeUnused(row.code);
        }
      }
      await recordAudit(trx, {
        actorUserId: admin.user_id,
        action: mayInvite ? "invite-right.give" : "invite-right.take",
        target: `user:${userId}`,
      });
      return { mayInvite };
    });
  }

  return { mine, create, revoke, tree, setRight };
}

export type MemberInvitationsService = ReturnType<typeof memberInvitationsService>;
