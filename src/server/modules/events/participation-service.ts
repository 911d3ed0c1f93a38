import type { Db } from "../../db/database.ts";
import { EVENT_TEXTS } from "../../../shared/events.ts";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors.ts";
import { hashToken, newToken } from "../auth/tokens.ts";
import type { Outbox } from "../outbox/outbox.ts";
import { eventInvitationsRepository } from "./invitations-repository.ts";
import { placeOf } from "./mapper.ts";
import { eventRules, type Actor } from "../../access/rules.ts";
import { eventsRepository, type EventRow } from "./repository.ts";
import { loadVisible } from "./service.ts";

/** An event invitation lasts 14 days (docs/product/limits.md#token-lifetimes). */
export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

type Member = Actor & { name: string };

const whenOf = (row: EventRow) => ({ date: row.event_date, startTime: row.start_time, timezone: row.timezone });

/** Joins an event; joining twice is not an error. Invite-only events need an invitation (access/rules.ts). */
export async function joinEvent(db: Db, actor: Actor, key: string, now = Date.now()): Promise<string> {
  const { row, relation } = await loadVisible(db, key, actor);
  if (relation.isParticipant) return row.id;
  if (!eventRules.join(actor, row, relation)) throw forbidden(EVENT_TEXTS.inviteOnly);
  await eventsRepository(db).addParticipant(row.id, actor.user_id, now);
  return row.id;
}

/** Leaves an event; leaving one not joined is not an error. */
export async function leaveEvent(db: Db, actor: Actor, key: string): Promise<string> {
  const { row } = await loadVisible(db, key, actor);
  await eventsRepository(db).removeParticipant(row.id, actor.user_id);
  return row.id;
}

/**
 * Invites members to an event the inviter can see: one single-use 14-day token per invitee, stored as a hash,
 * emailed through the outbox in the same transaction. Members already taking part are not emailed.
 */
export async function inviteMembers(
  db: Db,
  outbox: Pick<Outbox, "enqueue">,
  inviter: Member,
  request: { eventId: string; userIds: number[] },
  now = Date.now(),
): Promise<number[]> {
  const { row, relation } = await loadVisible(db, request.eventId, inviter);
  if (!eventRules.invite(inviter, row, relation)) throw notFound(EVENT_TEXTS.notFound);
  const wanted = [...new Set(request.userIds)].filter((id) => id !== inviter.user_id);
  const members = await eventInvitationsRepository(db).activeMembers(wanted);
  const unknown = wanted.filter((id) => !members.some((m) => m.user_id === id));
  if (unknown.length) {
    throw badRequest(
      "Some of the chosen members could not be found.",
      unknown.map((id) => ({ path: `body.userIds.${request.userIds.indexOf(id)}`, message: "No such member." })),
    );
  }
  const participants = new Set(
    ((await eventsRepository(db).participantsOf([row.id])).get(row.id) ?? []).map((p) => p.user_id),
  );
  const invitees = members.filter((m) => !participants.has(m.user_id));
  await db.transaction().execute(async (trx) => {
    const invitations = eventInvitationsRepository(trx);
    for (const invitee of invitees) {
      const token = newToken();
      await invitations.create({
        tokenHash: hashToken(token),
        eventId: row.id,
        userId: invitee.user_id,
        invitedBy: inviter.user_id,
        expiresAt: now + INVITATION_TTL_MS,
        now,
      });
      await outbox.enqueue(
        {
          to: invitee.email,
          userId: invitee.user_id,
          kind: "event-invitation",
          data: { token, inviterName: inviter.name, eventTitle: row.title, when: whenOf(row), location: placeOf(row) },
        },
        trx,
      );
    }
  });
  return invitees.map((m) => m.user_id);
}

/**
 * Accepts an invitation for the logged-in member it was sent to, once, before it expires; the member joins.
 * A token that is unknown or someone else's answers 404; a used or expired one 400 (same words).
 */
export async function acceptInvitation(db: Db, actor: Actor, token: string, now = Date.now()) {
  const tokenHash = hashToken(token);
  return db.transaction().execute(async (trx) => {
    const invitations = eventInvitationsRepository(trx);
    const invitation = await invitations.find(tokenHash);
    if (!invitation || invitation.user_id !== actor.user_id) throw notFound(EVENT_TEXTS.invalidInvitation);
    if (!(await invitations.markUsed(tokenHash, now))) throw badRequest(EVENT_TEXTS.invalidInvitation);
    const events = eventsRepository(trx);
    await events.addParticipant(invitation.event_id, actor.user_id, now);
    const row = (await events.findByIdOrSlug(invitation.event_id))!;
    const event = { id: row.id, title: row.title, slug: row.slug };
    return { ...event, event };
  });
}

/** Emails the caller, and only the caller, a confirmation of an event they joined; asking twice sends one. */
export async function sendJoinConfirmation(
  db: Db,
  outbox: Pick<Outbox, "enqueue">,
  actor: Member,
  request: { eventId: string; userId: number },
): Promise<void> {
  if (request.userId !== actor.user_id) throw forbidden("You can only send a confirmation to yourself.");
  const { row } = await loadVisible(db, request.eventId, actor);
  const participation = await eventsRepository(db).participation(row.id, actor.user_id);
  if (!participation) throw conflict(EVENT_TEXTS.notJoined);
  const [member] = await eventInvitationsRepository(db).activeMembers([actor.user_id]);
  if (!member) throw forbidden();
  await outbox.enqueue({
    to: member.email,
    userId: member.user_id,
    kind: "join-confirmation",
    data: { name: member.name, eventId: row.id, eventTitle: row.title, when: whenOf(row), location: placeOf(row) },
    idempotencyKey: `join-confirmation:${row.id}:${member.user_id}:${participation.joined_at}`,
  });
}
