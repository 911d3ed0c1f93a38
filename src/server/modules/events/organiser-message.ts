import { can, type Actor } from "../../access/index.ts";
import type { Db } from "../../kernel/database/database.ts";
import { forbidden } from "../../kernel/http/errors.ts";
import { INTRODUCTION_TEXTS } from "../../../shared/texts/introductions.ts";
import { deliveriesFor, recordNotice } from "../notifications/index.ts";
import { eventInvitationsRepository } from "./invitations-repository.ts";
import { eventsRepository } from "./repository.ts";
import type { Outbox } from "../outbox/index.ts";
import { loadVisible } from "./service.ts";

/**
 * An event's organiser (its creator, or an admin) writes to all its participants (decision 0062): one text, to each
 * present participant as an `event-message` notice, and by email at once to those who chose it for that kind, queued
 * in the same transaction (a digest reads the notices; "off" writes nothing). Not to those waiting for a seat, nor to
 * herself. Answers how many it reached.
 */
export async function writeToParticipants(
  db: Db,
  mail: Pick<Outbox, "enqueueMany">,
  actor: Actor & { name: string },
  key: string,
  text: string,
  now = Date.now(),
): Promise<{ sent_to: number }> {
  const { row } = await loadVisible(db, key, actor);
  if (!can.event.manage(actor, row)) throw forbidden(INTRODUCTION_TEXTS.notOrganiser);
  return db.transaction().execute(async (trx) => {
    const roster = (await eventsRepository(trx).rostersOf([row.id])).get(row.id)!;
    const ids = roster.participants.map((p) => p.user_id).filter((id) => id !== actor.user_id);
    const members = await eventInvitationsRepository(trx).activeMembers(ids);
    const deliveries = await deliveriesFor(
      trx,
      "event-message",
      members.map((m) => m.user_id),
    );
    await recordNotice(
      trx,
      ...members.map((member) => ({
        userId: member.user_id,
        kind: "event-message" as const,
        subject: { kind: "event" as const, id: row.id, title: row.title },
        actorId: actor.user_id,
        excerpt: text,
        createdAt: now,
      })),
    );
    const atOnce = members.filter((member) => deliveries.get(member.user_id) === "email");
    if (atOnce.length)
      await mail.enqueueMany(
        atOnce.map((member) => ({
          to: member.email,
          userId: member.user_id,
          kind: "event-message" as const,
          data: { name: member.name, eventId: row.id, eventTitle: row.title, organiser: actor.name, text },
          idempotencyKey: `event-message:${row.id}:${member.user_id}:${now}`,
        })),
        trx,
      );
    return { sent_to: members.filter((member) => deliveries.get(member.user_id) !== "off").length };
  });
}
