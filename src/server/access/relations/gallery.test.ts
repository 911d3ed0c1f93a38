import { expect } from "vitest";
import { plainJpeg, upload } from "../../../../test/server/kits/gallery-test-kit.ts";
import { queuedEmails } from "../../../../test/server/harness/test-app.ts";

import {
  event,
  image,
  imageComment,
  forgetRates,
  inject,
  inWeeklyDigest,
  listed,
  onHome,
  people,
  relationSuite,
  removedImage,
  removedImageEmailPath,
  seesImage,
  server,
  status,
  text,
  type Outcome,
  type Relation,
  type Ways,
  searched,
} from "../../../../test/server/authorization/relation-club.ts";

// The relation rows of the event's photo, the comments on it and their likes (relation-club.ts: the club, the checks).

type Kind = "image" | "photo asked to be removed" | "member tagged in a photo" | "comment" | "like";

function expected(kind: Kind, relation: Relation, way: string): Outcome {
  const seesIt = seesImage(relation);
  switch (kind) {
    case "photo asked to be removed": {
      // Down for everyone but its uploader and admins (decision 0056); asking is for any member who sees a photo but
      // its uploader (a spare photo of the club's, seen by all).
      const decides = relation === "uploader" || relation === "admin";
      if (way === "ask for one to be removed") return relation === "uploader" ? "refused" : "reached";
      // Her own photos are not news to her; the event's page is not hers to see since she left it.
      if ((way === "new photos on the members' home" || way === "its event's images") && relation === "uploader")
        return "hidden";
      return decides ? "reached" : "hidden";
    }
    case "member tagged in a photo":
      // The participant is tagged in the event's photo (the author tagged her; she accepted).
      if (way === "search" || way === "her profile") return "hidden";
      if (!seesIt) return "hidden";
      if (way === "a waiting tag, in the photo's people")
        return relation === "participant" || relation === "author" ? "reached" : "hidden";
      if (way === "remove her tag")
        return relation === "participant" || relation === "uploader" || relation === "admin" ? "reached" : "refused";
      if (way === "accept a waiting tag" || way === "decline a waiting tag")
        return relation === "participant" ? "reached" : "refused";
      return "reached";
    case "image":
      // Her own photos are not news to her.
      if ((way === "new photos on the members' home" || way === "in the weekly digest") && relation === "uploader")
        return "hidden";
      if (way === "edit" || way === "delete")
        return !seesIt ? "hidden" : relation === "uploader" || relation === "admin" ? "reached" : "refused";
      return seesIt ? "reached" : "hidden";
    case "comment":
      if (way === "edit") return !seesIt ? "hidden" : relation === "author" ? "reached" : "refused";
      if (way === "delete")
        return !seesIt ? "hidden" : relation === "author" || relation === "admin" ? "reached" : "refused";
      return seesIt ? "reached" : "hidden";
    case "like":
      return seesIt ? "reached" : "hidden";
  }
}

/** A photo of the club's (no event) by the uploader, made for a question that changes it. */
async function sparePhoto(): Promise<string> {
  await forgetRates();
  const spare = (await upload(server, people.uploader.cookie, { data: await plainJpeg(22, 22), name: "s.jpg" })).json();
  return spare.id as string;
}

/** A spare photo the participant asked to be removed. */
async function spareRemoved(): Promise<string> {
  const id = await sparePhoto();
  await forgetRates();
  const asked = await inject("participant", "POST", `/api/images/${id}/removal-request`, {});
  expect(asked.statusCode, asked.body).toBe(202);
  return id;
}

/** The participant tagged in the event's photo by the author, in this club: once per club, through the routes. */
let taggedIn: unknown;
async function participantTagged(status: "pending" | "accepted" = "accepted") {
  const db = server.database.db;
  if (taggedIn !== server) {
    taggedIn = server;
    await forgetRates();
    const tagged = await inject("author", "POST", `/api/images/${image.id}/people`, {
      user_id: people.participant.userId,
    });
    expect(tagged.statusCode, tagged.body).toBe(201);
  }
  await db
    .insertInto("image_people")
    .values({
      image_id: image.id,
      user_id: people.participant.userId,
      tagged_by: people.author.userId,
      status,
      created_at: Date.now(),
      answered_at: null,
    })
    .onConflict((conflict) => conflict.columns(["image_id", "user_id"]).doUpdateSet({ status }))
    .execute();
}

const taggedListed = (answer: Parameters<typeof status>[0]) =>
  status(answer, (a) =>
    (a.json().people as { user_id: number }[]).some((person) => person.user_id === people.participant.userId),
  );

const WAYS: Ways<Kind> = {
  "member tagged in a photo": {
    "the photo's people": async (who) => {
      await participantTagged();
      return taggedListed(await inject(who, "GET", `/api/images/${image.id}/people`));
    },
    "the photo's answer": async (who) => {
      await participantTagged();
      return taggedListed(await inject(who, "GET", `/api/images/${image.id}`));
    },
    "a waiting tag, in the photo's people": async (who) => {
      await participantTagged("pending");
      const outcome = taggedListed(await inject(who, "GET", `/api/images/${image.id}/people`));
      await participantTagged();
      return outcome;
    },
    "tag a member": async (who) => {
      // The creator, who sees the photo; untagged again after each answer.
      await forgetRates();
      const answer = await inject(who, "POST", `/api/images/${image.id}/people`, { user_id: people.creator.userId });
      await server.database.db
        .deleteFrom("image_people")
        .where("image_id", "=", image.id)
        .where("user_id", "=", people.creator.userId)
        .execute();
      return status(answer);
    },
    "remove her tag": async (who) => {
      await participantTagged();
      const answer = await inject(who, "DELETE", `/api/images/${image.id}/people/${people.participant.userId}`);
      await participantTagged();
      return status(answer);
    },
    "accept a waiting tag": async (who) => {
      await participantTagged("pending");
      const answer = await inject(who, "POST", `/api/images/${image.id}/people/${people.participant.userId}/accept`);
      await participantTagged();
      return status(answer);
    },
    "decline a waiting tag": async (who) => {
      await participantTagged("pending");
      const answer = await inject(who, "POST", `/api/images/${image.id}/people/${people.participant.userId}/decline`);
      await participantTagged();
      return status(answer);
    },
    search: async (who) => {
      await participantTagged();
      return searched(who, people.participant.name, "photos", image.id);
    },
    "her profile": async (who) => {
      await participantTagged();
      return status(await inject(who, "GET", `/api/profiles/${people.participant.userId}`), (a) =>
        a.body.includes(image.id),
      );
    },
  },
  "photo asked to be removed": {
    list: async (who) => listed(await inject(who, "GET", "/api/images"), removedImage.id),
    "list page": async (who) => listed(await inject(who, "GET", "/api/images?limit=50"), removedImage.id),
    "filter by event": async (who) =>
      listed(await inject(who, "GET", `/api/images?limit=100&eventId=${event.id}`), removedImage.id),
    "filter by tag (search)": async (who) =>
      listed(await inject(who, "GET", "/api/images?tag=terrace"), removedImage.id),
    "its event's images": async (who) =>
      listed(await inject(who, "GET", `/api/images/event/${event.id}`), removedImage.id),
    "by id": async (who) => status(await inject(who, "GET", `/api/images/${removedImage.id}`)),
    "by title": async (who) =>
      status(await inject(who, "GET", `/api/images/${encodeURIComponent(removedImage.title)}`)),
    "variant link": async (who) =>
      status(await inject(who, "GET", `/api/images/${removedImage.id}/display`), (a) => a.statusCode === 302),
    "file bytes": async (who) => {
      const [display, thumbnail] = [
        await inject(who, "GET", removedImage.display_url),
        await inject(who, "GET", removedImage.thumbnail_url),
      ];
      expect(display.statusCode).toBe(thumbnail.statusCode);
      return status(display, (a) => a.rawPayload.length > 0);
    },
    "email link made before the request": async (who) =>
      status(await inject(who, "GET", removedImageEmailPath), (a) => a.rawPayload.length > 0),
    "its comments": async (who) =>
      status(await inject(who, "GET", `/api/comments?commentableId=${removedImage.id}`), (a) => a.json().length > 0),
    "comment on it": async (who) => {
      await forgetRates();
      return status(await inject(who, "POST", "/api/comments", { commentableId: removedImage.id, content: text() }));
    },
    "new photos on the members' home": async (who) => {
      await server.database.db
        .updateTable("images")
        .set({ created_at: Date.now() })
        .where("id", "=", removedImage.id)
        .execute();
      return onHome(who, (home) => home.new_photos.some((photo) => photo.id === removedImage.id));
    },
    "in her showcase": async (who) =>
      status(await inject(who, "GET", `/api/profiles/${people.uploader.userId}`), (a) =>
        a.json().showcase.some((piece: { image_id: string }) => piece.image_id === removedImage.id),
      ),
    search: async (who) => searched(who, "terrace at dusk", "photos", removedImage.id),
    "the request about it": async (who) =>
      status(
        await inject(who, "GET", `/api/images/${removedImage.id}/removal-request`),
        (a) => a.json().request?.status === "pending",
      ),
    "ask for one to be removed": async (who) => {
      const id = await sparePhoto();
      await forgetRates();
      return status(await inject(who, "POST", `/api/images/${id}/removal-request`, { reason: text() }));
    },
    "keep one down": async (who) => {
      const id = await spareRemoved();
      return status(await inject(who, "POST", `/api/images/${id}/removal-request/keep`, {}));
    },
    "restore one": async (who) => {
      const id = await spareRemoved();
      const answer = await inject(who, "POST", `/api/images/${id}/removal-request/restore`, {
        reason: "It is a group photo.",
      });
      if (answer.statusCode === 200) {
        // Back for everyone: the participant who asked sees it again.
        expect((await inject("participant", "GET", `/api/images/${id}`)).statusCode).toBe(200);
      }
      return status(answer);
    },
  },
  image: {
    list: async (who) => listed(await inject(who, "GET", "/api/images"), image.id),
    search: async (who) => searched(who, "long table", "photos", image.id),
    "list page": async (who) => listed(await inject(who, "GET", "/api/images?limit=50"), image.id),
    "filter by event": async (who) =>
      listed(await inject(who, "GET", `/api/images?limit=10&eventId=${event.id}`), image.id),
    "filter by tag (search)": async (who) => listed(await inject(who, "GET", "/api/images?tag=supper"), image.id),
    "by id": async (who) => status(await inject(who, "GET", `/api/images/${image.id}`)),
    "by title": async (who) => status(await inject(who, "GET", `/api/images/${encodeURIComponent(image.title)}`)),
    "variant link": async (who) =>
      status(await inject(who, "GET", `/api/images/${image.id}/display`), (a) => a.statusCode === 302),
    "file bytes": async (who) => {
      const [display, thumbnail] = [
        await inject(who, "GET", image.display_url),
        await inject(who, "GET", image.thumbnail_url),
      ];
      expect(display.statusCode).toBe(thumbnail.statusCode);
      return status(display, (a) => a.rawPayload.length > 0);
    },
    "email link": async (who) => {
      // An admin's mailing shows the photo: its email address is for whoever holds the email (decision 0024).
      const preview = await inject("admin", "POST", "/api/admin/mail-preview", {
        subject: "The long table",
        body: `<img src="${server.config.publicUrl.origin}${image.display_url}" alt="The long table">`,
        recipientGroup: "testing",
      });
      const src = /<img src="([^"]+)"/.exec(preview.json().html)![1]!;
      expect(src).toContain("/media/emailed/");
      return status(await inject(who, "GET", new URL(src).pathname), (a) => a.rawPayload.length > 0);
    },
    "its comments": async (who) =>
      status(await inject(who, "GET", `/api/comments?commentableId=${image.id}`), (a) =>
        a.json().some((c: { id: number }) => c.id === imageComment),
      ),
    "comment on it": async (who) =>
      status(await inject(who, "POST", "/api/comments", { commentableId: image.id, content: text() })),
    "comment on it (image route)": async (who) =>
      status(await inject(who, "POST", `/api/images/${image.id}/comments`, { text: text() })),
    edit: async (who) => status(await inject(who, "PUT", `/api/images/${image.id}`, { description: text() })),
    delete: async (who) => {
      // Asked with a photo of the same event made for the question, so the photo under test stays.
      const spare = (
        await upload(
          server,
          people.participant.cookie,
          { data: await plainJpeg(21, 21), name: "y.jpg" },
          { event_id: event.id },
        )
      ).json();
      await server.database.db
        .updateTable("images")
        .set({ uploaded_by: people.uploader.userId })
        .where("id", "=", spare.id)
        .execute();
      const answer = await inject(who, "POST", "/api/delete-images", { images: [spare.id] });
      if (answer.statusCode === 200) return answer.json().deleted.includes(spare.id) ? "reached" : "hidden";
      return status(answer);
    },
    "email it causes": async (who) => {
      if (people[who].email === "") return "hidden";
      const before = (await queuedEmails(server, people[who].email)).length;
      await forgetRates();
      await inject("participant", "POST", "/api/comments", {
        commentableId: image.id,
        content: `@${people[who].name} ${text()}`,
        mentions: [people[who].userId],
      });
      const after = await queuedEmails(server, people[who].email);
      if (who === "participant") return "reached";
      return after.length > before ? "reached" : "hidden";
    },
    "new photos on the members' home": async (who) => {
      // The home shows the newest few: the photo under test is made the newest, after the spare ones made above.
      await server.database.db
        .updateTable("images")
        .set({ created_at: Date.now() })
        .where("id", "=", image.id)
        .execute();
      return onHome(who, (home) => home.new_photos.some((photo) => photo.id === image.id));
    },
    "in the weekly digest": async (who) => {
      // The digest lists the newest few: the photo under test is made the newest, as for the home.
      await server.database.db
        .updateTable("images")
        .set({ created_at: Date.now() })
        .where("id", "=", image.id)
        .execute();
      return inWeeklyDigest(who, (digest) => digest.includes(image.title));
    },
    "in her showcase": async (who) =>
      status(await inject(who, "GET", `/api/profiles/${people.uploader.userId}`), (a) =>
        a.json().showcase.some((piece: { image_id: string }) => piece.image_id === image.id),
      ),
  },
  comment: {
    search: async (who) => searched(who, "what a table", "comments", imageComment),
    "in its thread": async (who) =>
      status(await inject(who, "GET", `/api/comments?commentableId=${image.id}&limit=100`), (a) =>
        a.json().some((c: { id: number }) => c.id === imageComment),
      ),
    edit: async (who) =>
      status(await inject(who, "PUT", `/api/comments/${imageComment}`, { content: "What a table." })),
    delete: async (who) => {
      const spare = await server.database.db
        .insertInto("comments")
        .values({ commentable_id: image.id, author_id: people.author.userId, content: text(), created_at: Date.now() })
        .returning("id")
        .executeTakeFirstOrThrow();
      return status(await inject(who, "DELETE", `/api/comments/${spare.id}`));
    },
    "mentioning her, on the members' home": async (who) => {
      // A comment on the photo that names her, by someone else who may see it.
      const author = who === "author" ? "participant" : "author";
      // The suite posts more comments a minute than a member may; the limit is not what this row proves.
      await server.database.db.deleteFrom("rate_limits").execute();
      const posted = await inject(author, "POST", "/api/comments", {
        commentableId: image.id,
        content: `@${people[who].name} ${text()}`,
        mentions: people[who].userId ? [people[who].userId] : [],
      });
      expect(posted.statusCode).toBe(201);
      const id = posted.json().id as number;
      return onHome(who, (home) => home.comments.some((comment) => comment.id === id));
    },
  },
  like: {
    like: async (who) => status(await inject(who, "POST", `/api/comments/${imageComment}/like`)),
    unlike: async (who) => status(await inject(who, "DELETE", `/api/comments/${imageComment}/unlike`)),
  },
};

relationSuite("gallery", WAYS, expected);
