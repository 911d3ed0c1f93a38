import type { Db } from "../../kernel/database/database.ts";
import { EVENT_TEXTS } from "../../../shared/texts/events.ts";
import { badRequest, conflict, forbidden, notFound } from "../../kernel/http/errors.ts";
import { hashToken, newToken } from "../../kernel/tokens/tokens.ts";
import type { Outbox } from "../outbox/index.ts";
import { eventInvitationsRepository } from "./invitations-repository.ts";
import { recordNotice } from "../notifications/index.ts";
import { placeOf, repliesClosed, whenOf, seatPlanAt } from "./mapper.ts";
import { accessControl, type Actor, can } from "../../access/index.ts";
import { eventsRepository, type EventRow, type Roster } from "./repository.ts";
import { fits } from "./seats.ts";
import { holdersOf, promoteWaiting, withSeatsLocked, type Mailer, type Seating } from "./seating.ts";
import { loadVisible } from "./service.ts";

/** An event invitation lasts 14 days (docs/product/limits.md#token-lifetimes). */
export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

type Member = Actor & { name: string };

/** With the seats locked: a seat when hers are free, otherwise the end of the waitlist; asking again answers the same. */
async function takeSeatOrWait(
  trx: Db,
  actor: Actor,
  row: EventRow,
  roster: Roster,
  guests: readonly string[],
  now: number,
): Promise<Seating> {
  if (roster.participants.some((p) => p.user_id === actor.user_id)) return { status: "joined" };
  const place = roster.waitlist.findIndex((w) => w.user_id === actor.user_id);
  if (place !== -1) return { status: "waitlisted", position: place + 1 };
  if (row.cancelled_at !== null) throw conflict(EVENT_TEXTS.cancelled);
  if (now >= row.ends_at) throw conflict(EVENT_TEXTS.ended);
  if (repliesClosed(row, now)) throw conflict(EVENT_TEXTS.repliesClosed);
  if (guests.length > row.guests_max)
    throw badRequest(EVENT_TEXTS.invalidFields, [
      { path: "body.guests", message: EVENT_TEXTS.tooManyGuests(row.guests_max) },
    ]);
  const events = eventsRepository(trx);
  if (fits(seatPlanAt(row, now), holdersOf(roster), actor.type, 1 + guests.length)) {
    await events.addParticipant(row.id, actor.user_id, now, guests);
    return { status: "joined" };
  }
  // After the last one waiting, whatever the clock: `now` was read before the lock, so a member who waited for the
  // lock may carry an earlier time than one who took it first, and the list must keep the order of the answers.
  const last = roster.waitlist.at(-1);
  await events.addToWaitlist(row.id, actor.user_id, guests, last ? Math.max(now, last.since + 1) : now);
  return { status: "waitlisted", position: roster.waitlist.length + 1 };
}

/**
 * Declines her invitations to an event: they stop being usable, so she can no longer join it by them, while she may
 * still see the event as any invitee may. Declining without a usable invitation is not an error.
 */
export async function declineInvitations(db: Db, actor: Actor, key: string, now = Date.now()): Promise<string> {
  const { row } = await loadVisible(db, key, actor);
  await eventInvitationsRepository(db).endUsable(row.id, actor.user_id, now);
  return row.id;
}

/**
 * Joins an event, or its waitlist when her seats are taken; joining twice is not an error. Invite-only events need an
 * invitation (access/rules.ts); past the RSVP deadline or the event's end nobody new may join (409).
 */
export async function joinEvent(
  db: Db,
  mail: Mailer,
  actor: Actor,
  key: string,
  request: { guests?: string[] | undefined } = {},
  now = Date.now(),
): Promise<Seating & { eventId: string }> {
  const { row, relation } = await loadVisible(db, key, actor);
  if (!relation.isParticipant && !can.event.join(actor, row, relation)) throw forbidden(EVENT_TEXTS.inviteOnly);
  if (!relation.isParticipant) await accessControl(db).requireMembershipInForce(actor, now);
  const seating = await withSeatsLocked(db, mail, row.id, now, (trx, current, roster) =>
    takeSeatOrWait(trx, actor, current, roster, request.guests ?? [], now),
  );
  return { ...seating, eventId: row.id };
}

/**
 * Leaves an event or its waitlist; leaving one not joined is not an error. A freed seat goes to whoever waits first
 * and fits, in the same transaction. Past the RSVP deadline a participant or a member waiting may not leave (409).
 */
export async function leaveEvent(db: Db, mail: Mailer, actor: Actor, key: string, now = Date.now()): Promise<string> {
  const { row } = await loadVisible(db, key, actor);
  await withSeatsLocked(db, mail, row.id, now, async (trx, current, roster) => {
    const participating = roster.participants.some((p) => p.user_id === actor.user_id);
    const waiting = roster.waitlist.some((w) => w.user_id === actor.user_id);
    if (!participating && !waiting) return;
    // Who took part is the event's record once it has ended (recaps, exhibitions, introductions read it).
    if (now >= current.ends_at) throw conflict(EVENT_TEXTS.ended);
    if (repliesClosed(current, now)) throw conflict(EVENT_TEXTS.repliesClosed);
    const events = eventsRepository(trx);
    if (waiting) {
      await events.removeFromWaitlist(row.id, actor.user_id);
      return;
    }
    await events.removeParticipant(row.id, actor.user_id);
    roster.participants = roster.participants.filter((p) => p.user_id !== actor.user_id);
    await promoteWaiting(trx, mail, current, roster, now);
  });
  return row.id;
}

/** Only the server says it (the original client shows it); kept off the shared texts the /login bundle carries. */
const INVITE_EVENT_UNKNOWN = "Choose the event to invite to: no single event you may invite to has that id or title.";

/**
 * The event an invitation names: by its id, or, when the id is null (the original client's Number() of a string id),
 * the one event of that title the inviter may invite to. None or several, or one she may not invite to: the same 400,
 * telling nothing of events she may not see.
 */
async function invitableEvent(
  db: Db,
  inviter: Member,
  request: { eventId: string | null; eventTitle?: string | undefined },
) {
  if (request.eventId !== null) {
    const found = await loadVisible(db, request.eventId, inviter);
    if (!can.event.invite(inviter, found.row, found.relation)) throw notFound(EVENT_TEXTS.notFound);
    return found;
  }
  const noEvent = badRequest(INVITE_EVENT_UNKNOWN, [{ path: "body.eventId", message: INVITE_EVENT_UNKNOWN }]);
  if (!request.eventTitle) throw noEvent;
  const matches = [];
  for (const id of await eventsRepository(db).idsWithTitle(request.eventTitle)) {
    const found = await loadVisible(db, id, inviter).catch(() => undefined);
    if (found && can.event.invite(inviter, found.row, found.relation)) matches.push(found);
  }
  if (matches.length !== 1) throw noEvent;
  return matches[0]!;
}

/**
 * Invites members to an event the inviter can see: one single-use 14-day token per invitee, stored as a hash,
 * emailed through the outbox in the same transaction. Members already taking part are not emailed.
 */
export async function inviteMembers(
  db: Db,
  outbox: Pick<Outbox, "enqueue">,
  inviter: Member,
  request: { eventId: string | null; eventTitle?: string | undefined; userIds: number[] },
  now = Date.now(),
): Promise<number[]> {
  const { row } = await invitableEvent(db, inviter, request);
  if (now >= row.ends_at) throw conflict(EVENT_TEXTS.ended);
  const wanted = [...new Set(request.userIds)].filter((id) => id !== inviter.user_id);
  const members = await eventInvitationsRepository(db).activeMembers(wanted);
  const unknown = wanted.filter((id) => !members.some((m) => m.user_id === id));
  if (unknown.length) {
    throw badRequest(
      EVENT_TEXTS.membersNotFound,
      unknown.map((id) => ({ path: `body.userIds.${request.userIds.indexOf(id)}`, message: EVENT_TEXTS.noSuchMember })),
    );
  }
  const participants = new Set(
    ((await eventsRepository(db).rostersOf([row.id])).get(row.id)?.participants ?? []).map((p) => p.user_id),
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
      await recordNotice(trx, {
        userId: invitee.user_id,
        kind: "invitation",
        subject: { kind: "event", id: row.id, title: row.title },
        actorId: inviter.user_id,
        createdAt: now,
      });
      await outbox.enqueue(
        {
          to: invitee.email,
          userId: invitee.user_id,
          kind: "event-invitation",
          // Not yet taking part: the place without the virtual link.
          data: {
            token,
            inviterName: inviter.name,
            eventTitle: row.title,
            when: whenOf(row),
            location: placeOf({ ...row, virtual_link: null }),
          },
        },
        trx,
      );
    }
  });
  return invitees.map((m) => m.user_id);
}

/**
 * Accepts an invitation for the logged-in member it was sent to, once, before it expires; the member joins, or waits
 * when the event is full. A token that is unknown or someone else's answers 404; a used or expired one 400 (same words).
 */
export async function acceptInvitation(db: Db, mail: Mailer, actor: Actor, token: string, now = Date.now()) {
  const tokenHash = hashToken(token);
  const invitation = await eventInvitationsRepository(db).find(tokenHash);
  if (!invitation || invitation.user_id !== actor.user_id) throw notFound(EVENT_TEXTS.invalidInvitation);
  return withSeatsLocked(db, mail, invitation.event_id, now, async (trx, row, roster) => {
    if (!(await eventInvitationsRepository(trx).markUsed(tokenHash, now)))
      throw badRequest(EVENT_TEXTS.invalidInvitation);
    const seating = await takeSeatOrWait(trx, actor, row, roster, [], now);
    const event = { id: row.id, title: row.title, slug: row.slug };
    return { ...event, event, ...seating };
  });
}

/** Emails the caller, and only the caller, a confirmation of an event they joined; asking twice sends one. */
export async function sendJoinConfirmation(
  db: Db,
  outbox: Pick<Outbox, "enqueue">,
  actor: Member,
  request: { eventId: string; userId: number },
): Promise<void> {
  if (request.userId !== actor.user_id) throw forbidden(EVENT_TEXTS.confirmationToSelfOnly);
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
