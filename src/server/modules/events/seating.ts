import { emailsAtOnce, recordNotice } from "../notifications/index.ts";
import type { Db } from "../../kernel/database/database.ts";
import { EVENT_TEXTS } from "../../../shared/texts/events.ts";
import { notFound } from "../../kernel/http/errors.ts";
import type { Outbox } from "../outbox/index.ts";
import { eventInvitationsRepository } from "./invitations-repository.ts";
import { placeOf, seatPlanAt, seatsOf, whenOf } from "./mapper.ts";
import { eventsRepository, type EventRow, type Roster } from "./repository.ts";
import { fits } from "./seats.ts";

export type Seating = { status: "joined" } | { status: "waitlisted"; position: number };
export type Mailer = Pick<Outbox, "enqueue">;

export const holdersOf = (roster: Roster) => roster.participants.map((p) => ({ type: p.type, seats: seatsOf(p) }));

/**
 * Runs `work` with the event's seats locked (repository.lockForSeats) and its row and roster read inside the lock,
 * after moving in whoever waits and now fits (seats freed by a release time or a change nobody acted on yet).
 */
export async function withSeatsLocked<T>(
  db: Db,
  mail: Mailer,
  eventId: string,
  now: number,
  work: (trx: Db, row: EventRow, roster: Roster) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const events = eventsRepository(trx);
    if (!(await events.lockForSeats(eventId))) throw notFound(EVENT_TEXTS.notFound);
    const row = (await events.findByIdOrSlug(eventId))!;
    const roster = (await events.rostersOf([eventId])).get(eventId)!;
    await promoteWaiting(trx, mail, row, roster, now);
    return work(trx, row, roster);
  });
}

/**
 * Moves in, in waitlist order, every member waiting whose seats (hers and her guests') are free to her type, and
 * emails each in the same transaction. Someone who does not fit is passed over, not a wall for those behind her.
 * Updates `roster` to match. The caller holds the seats lock.
 */
export async function promoteWaiting(trx: Db, mail: Mailer, row: EventRow, roster: Roster, now: number) {
  if (roster.waitlist.length === 0 || row.cancelled_at !== null) return;
  const plan = seatPlanAt(row, now);
  const holders = holdersOf(roster);
  const events = eventsRepository(trx);
  const members = new Map(
    (await eventInvitationsRepository(trx).activeMembers(roster.waitlist.map((w) => w.user_id))).map((m) => [
      m.user_id,
      m,
    ]),
  );
  for (const waiting of [...roster.waitlist]) {
    const member = members.get(waiting.user_id);
    if (!member || !fits(plan, holders, waiting.type, seatsOf(waiting))) continue;
    await events.removeFromWaitlist(row.id, waiting.user_id);
    await events.addParticipant(row.id, waiting.user_id, now, waiting.guests);
    holders.push({ type: waiting.type, seats: seatsOf(waiting) });
    roster.waitlist.splice(roster.waitlist.indexOf(waiting), 1);
    roster.participants.push(waiting);
    await recordNotice(trx, {
      userId: member.user_id,
      kind: "waitlist-promoted",
      subject: { kind: "event", id: row.id, title: row.title },
      createdAt: now,
    });
    // By email only when she chose it for this kind (decision 0046).
    if (await emailsAtOnce(trx, "waitlist-promoted", member.user_id))
      await mail.enqueue(
        {
          to: member.email,
          userId: member.user_id,
          kind: "waitlist-promoted",
          data: {
            name: member.name,
            eventId: row.id,
            eventTitle: row.title,
            when: whenOf(row),
            location: placeOf(row),
            guests: waiting.guests.length,
          },
          idempotencyKey: `waitlist-promoted:${row.id}:${member.user_id}:${now}`,
        },
        trx,
      );
  }
}

/** Everyone who joined or waits, still active, with whether she waits: the people an event's news is for. */
export async function peopleOf(trx: Db, roster: Roster) {
  const waiting = new Set(roster.waitlist.map((w) => w.user_id));
  const ids = [...roster.participants, ...roster.waitlist].map((p) => p.user_id);
  const members = await eventInvitationsRepository(trx).activeMembers(ids);
  return members.map((member) => ({ ...member, waiting: waiting.has(member.user_id) }));
}
