import { can, type Actor } from "../../access/index.ts";
import type { Db } from "../../kernel/database/database.ts";
import { forbidden } from "../../kernel/http/errors.ts";
import { INTRODUCTION_TEXTS } from "../../../shared/texts/introductions.ts";
import type { EmailTemplateData } from "../../email-templates/index.ts";
import { deliveriesFor, recordNotice } from "../notifications/index.ts";
import { eventInvitationsRepository } from "./invitations-repository.ts";
import { eventsRepository } from "./repository.ts";
import type { Outbox } from "../outbox/index.ts";
import { loadVisible } from "./service.ts";

/** The kinds an organiser writes to many members with: a message (decision 0062) and a recap (decision 0069). */
export type OrganiserNoticeKind = "event-message" | "event-recap";

/**
 * The one way an event's organiser reaches many members at once: to each active one of `userIds` a notice of `kind`,
 * and by email at once to those who chose it for that kind, queued in the same transaction (a digest reads the
 * notices; "off" writes nothing). Answers how many it reached.
 */
export async function tellMembers<Kind extends OrganiserNoticeKind>(
  trx: Db,
  mail: Pick<Outbox, "enqueueMany">,
  message: {
    kind: Kind;
    userIds: readonly number[];
    event: { id: string; title: string };
    actorId: number;
    excerpt: string;
    now: number;
    email: (member: { name: string }) => EmailTemplateData[Kind];
  },
): Promise<number> {
  const { kind, event, now } = message;
  const members = await eventInvitationsRepository(trx).activeMembers(message.userIds);
  const deliveries = await deliveriesFor(
    trx,
    kind,
    members.map((m) => m.user_id),
  );
  await recordNotice(
    trx,
    ...members.map((member) => ({
      userId: member.user_id,
      kind,
      subject: { kind: "event" as const, id: event.id, title: event.title },
      actorId: message.actorId,
      excerpt: message.excerpt,
      createdAt: now,
    })),
  );
  const atOnce = members.filter((member) => deliveries.get(member.user_id) === "email");
  if (atOnce.length)
    await mail.enqueueMany(
      atOnce.map(
        (member) =>
          ({
            to: member.email,
            userId: member.user_id,
            kind,
            data: message.email(member),
            idempotencyKey: `${kind}:${event.id}:${member.user_id}:${now}`,
          }) as Parameters<Outbox["enqueueMany"]>[0][number],
      ),
      trx,
    );
  return members.filter((member) => deliveries.get(member.user_id) !== "off").length;
}

/**
 * An event's organiser (its creator, or an admin) writes to all its participants (decision 0062): one text, to each
 * present participant, whole in the notice. Not to those waiting for a seat, nor to herself.
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
    const sentTo = await tellMembers(trx, mail, {
      kind: "event-message",
      userIds: roster.participants.map((p) => p.user_id).filter((id) => id !== actor.user_id),
      event: row,
      actorId: actor.user_id,
      excerpt: text,
      now,
      email: (member) => ({ name: member.name, eventId: row.id, eventTitle: row.title, organiser: actor.name, text }),
    });
    return { sent_to: sentTo };
  });
}
