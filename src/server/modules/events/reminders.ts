import type { ClubContextSource } from "../../email-templates/context.ts";
import type { Db } from "../../kernel/database/database.ts";
import type { Outbox } from "../outbox/index.ts";
import { toIcs } from "./ics.ts";
import { eventInvitationsRepository } from "./invitations-repository.ts";
import { placeOf, reservedSeatsOf, seatPlanAt, whenOf } from "./mapper.ts";
import { eventsRepository } from "./repository.ts";
import { withSeatsLocked } from "./seating.ts";
import type { RecurringJob } from "../../kernel/jobs/recurring.ts";

/** How often each instance looks for reminders that are due and held seats released. */
export const REMINDER_SWEEP_MS = 60_000;

/**
 * Queues the reminders that are due: for each event whose reminder time has come, one email per active participant
 * with the event's .ics file, in the transaction that claims the event's reminder for its current start. However many
 * instances sweep at once, one claim succeeds, and the idempotency key stops any second copy. Answers how many queued.
 */
export async function sendDueReminders(
  db: Db,
  mail: Pick<Outbox, "enqueue">,
  club: ClubContextSource,
  now = Date.now(),
): Promise<number> {
  let queued = 0;
  const calendar = await club();
  for (const row of await eventsRepository(db).dueForReminder(now)) {
    queued += await db.transaction().execute(async (trx) => {
      const events = eventsRepository(trx);
      if (!(await events.claimReminder(row.id, row.starts_at))) return 0;
      const roster = (await events.rostersOf([row.id])).get(row.id)!;
      const members = await eventInvitationsRepository(trx).activeMembers(roster.participants.map((p) => p.user_id));
      const attachment = {
        filename: `${row.slug}.ics`,
        contentType: "text/calendar; charset=utf-8",
        content: await toIcs([row], calendar),
      };
      let sent = 0;
      for (const member of members) {
        const fresh = await mail.enqueue(
          {
            to: member.email,
            userId: member.user_id,
            kind: "event-reminder",
            data: {
              name: member.name,
              eventId: row.id,
              eventTitle: row.title,
              when: whenOf(row),
              location: placeOf(row),
              isPhysical: row.is_physical === 1,
            },
            idempotencyKey: `event-reminder:${row.id}:${member.user_id}:${row.starts_at}`,
            attachments: [attachment],
          },
          trx,
        );
        if (fresh) sent += 1;
      }
      return sent;
    });
  }
  return queued;
}

/**
 * Seats the members waiting for events whose held seats were released since (the creator's release time, or the
 * start), as soon as the sweep sees it rather than at the event's next join or leave. Answers how many events it seated.
 */
export async function seatReleasedWaitlists(db: Db, mail: Pick<Outbox, "enqueue">, now = Date.now()): Promise<number> {
  const released = (await eventsRepository(db).withHeldSeatsAndWaitlist(now)).filter(
    (row) => Object.keys(reservedSeatsOf(row)).length > 0 && Object.keys(seatPlanAt(row, now).held).length === 0,
  );
  for (const row of released) await withSeatsLocked(db, mail, row.id, now, async () => undefined);
  return released.length;
}

/** Seats released waitlists and queues the reminders due, at start and every REMINDER_SWEEP_MS (or `everyMs`). */
export function eventRemindersJob(
  db: Db,
  mail: Pick<Outbox, "enqueue">,
  club: ClubContextSource,
  everyMs = REMINDER_SWEEP_MS,
): RecurringJob<number> {
  return {
    name: "event reminders",
    everyMs,
    run: async () => {
      await seatReleasedWaitlists(db, mail);
      return sendDueReminders(db, mail, club);
    },
    report: (queued) => (queued > 0 ? { queued } : undefined),
  };
}
