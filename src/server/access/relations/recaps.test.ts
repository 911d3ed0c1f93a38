import { queuedEmails } from "../../../../test/server/harness/test-app.ts";
import {
  event,
  image,
  inject,
  people,
  relationSuite,
  removedImage,
  seesEvent,
  server,
  status,
  type Outcome,
  type Relation,
} from "../../../../test/server/authorization/relation-club.ts";

// An event's recap (decision 0069), on the relation club's invite-only event, once it has ended: its creator sent it
// to the participants, with the photo a participant asked to be removed chosen before her request.

let readyFor: unknown;
async function sentRecap() {
  if (readyFor === server) return;
  readyFor = server;
  const db = server.database.db;
  const now = Date.now();
  await db
    .updateTable("events")
    .set({ starts_at: now - 7_200_000, ends_at: now - 3_600_000 })
    .where("id", "=", event.id)
    .execute();
  await db
    .insertInto("event_recaps")
    .values({
      event_id: event.id,
      text: "A long table, late.",
      show_attendance: 1,
      audience: "participants",
      written_by: null,
      updated_at: now,
      sent_at: null,
      sent_by: null,
      attendance: null,
      sent_to: null,
    })
    .execute();
  await db
    .insertInto("event_recap_photos")
    .values([image.id, removedImage.id].map((image_id, position) => ({ event_id: event.id, image_id, position })))
    .execute();
  const sent = await inject("creator", "POST", `/api/events/${event.id}/recap/send`);
  if (sent.statusCode !== 201) throw new Error(sent.body);
}

/** Asks as one relation with the recap back to a draft, then sent again whatever the answer. */
async function onDraft(ask: () => ReturnType<typeof inject>): Promise<Outcome> {
  await sentRecap();
  const db = server.database.db;
  await db.updateTable("event_recaps").set({ sent_at: null }).where("event_id", "=", event.id).execute();
  const answer = await ask();
  await db.updateTable("event_recaps").set({ sent_at: Date.now() }).where("event_id", "=", event.id).execute();
  return status(answer);
}

const ways = {
  "event recap": {
    "read it": async (who: Relation) => {
      await sentRecap();
      return status(await inject(who, "GET", `/api/events/${event.id}/recap`), (a) => {
        const recap = a.json().recap as { photos: { id: string }[] } | null;
        return recap !== null && !recap.photos.some((photo) => photo.id === removedImage.id);
      });
    },
    "notice of it": async (who: Relation) => {
      await sentRecap();
      return status(await inject(who, "GET", "/api/me/notifications"), (a) =>
        (a.json().notices as { kind: string; subject: { id: string } }[]).some(
          (notice) => notice.kind === "event-recap" && notice.subject.id === event.id,
        ),
      );
    },
    "email it causes": async (who: Relation): Promise<Outcome> => {
      await sentRecap();
      if (!people[who].email) return "hidden";
      const emails = (await queuedEmails(server, people[who].email)).filter((e) => e.kind === "event-recap");
      return emails.length > 0 && !emails.some((e) => e.html_body.includes(removedImage.title)) ? "reached" : "hidden";
    },
    "write its draft": (who: Relation) =>
      onDraft(() =>
        inject(who, "PUT", `/api/events/${event.id}/recap`, {
          text: "A long table, late.",
          image_ids: [image.id],
          show_attendance: false,
          audience: "participants",
        }),
      ),
    "send it": (who: Relation) => onDraft(() => inject(who, "POST", `/api/events/${event.id}/recap/send`)),
  },
};

const organiser = (relation: Relation) => relation === "creator" || relation === "admin";

relationSuite("recaps", ways, (_kind, relation, way): Outcome => {
  switch (way) {
    case "read it":
      return seesEvent(relation) ? "reached" : "hidden";
    case "notice of it":
    case "email it causes":
      return relation === "participant" || relation === "author" ? "reached" : "hidden";
    default:
      if (organiser(relation)) return "reached";
      return seesEvent(relation) ? "refused" : "hidden";
  }
});
