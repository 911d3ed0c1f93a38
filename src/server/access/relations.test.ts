import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEMBER_TYPES, type MemberType } from "../../shared/members.ts";
import { eventPayload } from "../../../test/server/kits/events-test-kit.ts";
import { plainJpeg, upload } from "../../../test/server/kits/gallery-test-kit.ts";
import {
  createMember,
  linkToken,
  login,
  queuedEmails,
  startTestServer,
  type TestServer,
} from "../../../test/server/harness/test-app.ts";
import { ACCESS_CATALOGUE, type AccessKind } from "../../../test/server/authorization/access-catalogue.ts";

/**
 * The relation suite (docs/product/access.md): what an invite-only event holds (the event, a photo linked to
 * it, the photo's files, comments on both and their likes) asked for by every relation a member can have to it, by
 * every way of reaching it that ACCESS_CATALOGUE lists. Admin-only kinds are asked for by every relation too.
 * A kind or a way without a row here fails the suite, as the route matrix does for routes.
 */

type Relation =
  | "creator"
  | "participant"
  | "uploader"
  | "author"
  | "invitee (pending)"
  | "invitee (accepted, left)"
  | "invitee (expired)"
  | `uninvited ${MemberType}`
  | "admin"
  | "deactivated"
  | "anonymous";

const UNINVITED = MEMBER_TYPES.map((type) => `uninvited ${type}` as const);
const RELATIONS: Relation[] = [
  "creator",
  "participant",
  "uploader",
  "author",
  "invitee (pending)",
  "invitee (accepted, left)",
  "invitee (expired)",
  ...UNINVITED,
  "admin",
  "deactivated",
  "anonymous",
];

/** What a way answers a relation: the thing shown or done, hidden (as if it did not exist), or "log in first". */
type Outcome = "reached" | "hidden" | "refused" | "unauthenticated";

interface Person {
  cookie: string | undefined;
  userId: number;
  email: string;
  name: string;
}

let server: TestServer;
const people = {} as Record<Relation, Person>;
let event: { id: string; slug: string; title: string };
let image: { id: string; title: string; display_url: string; thumbnail_url: string };
let imageComment: number;
let eventComment: number;

const inject = (who: Relation, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => {
  const cookie = people[who].cookie;
  return server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
};

async function person(type: MemberType, admin = false): Promise<Person> {
  const member = await createMember(server, { type, admin });
  return {
    cookie: await login(server.app, member.email),
    userId: member.userId,
    email: member.email,
    name: member.name,
  };
}

async function invite(to: Person) {
  const answer = await inject("creator", "POST", "/api/events/invite", { eventId: event.id, userIds: [to.userId] });
  expect(answer.statusCode).toBe(200);
  return linkToken(server, to.email, "/events/invite/");
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  people.creator = await person("Founding");
  people.admin = await person("Founding", true);
  for (const relation of UNINVITED) people[relation] = await person(relation.replace("uninvited ", "") as MemberType);
  people.anonymous = { cookie: undefined, userId: 0, email: "", name: "" };
  for (const relation of [
    "participant",
    "uploader",
    "author",
    "invitee (pending)",
    "invitee (accepted, left)",
    "invitee (expired)",
    "deactivated",
  ] as const) {
    people[relation] = await person("Standard");
  }

  const created = await inject(
    "creator",
    "POST",
    "/api/events",
    eventPayload({ title: "Founders' supper", exclusivity: "invite-only" }),
  );
  expect(created.statusCode).toBe(201);
  event = created.json();

  for (const relation of ["participant", "uploader", "author", "invitee (accepted, left)", "deactivated"] as const) {
    expect((await inject(relation, "GET", `/api/events/invite/${await invite(people[relation])}`)).statusCode).toBe(
      200,
    );
  }
  await invite(people["invitee (pending)"]);
  await invite(people["invitee (expired)"]);
  await db
    .updateTable("event_invitations")
    .set({ expires_at: Date.now() - 1 })
    .where("user_id", "=", people["invitee (expired)"].userId)
    .execute();
  const left = await inject("invitee (accepted, left)", "DELETE", `/api/events/${event.id}/leave`);
  expect(left.statusCode, left.body).toBe(200);

  // The uploader put a photo on the event's page; since then she neither takes part nor holds an invitation.
  const uploaded = await upload(
    server,
    people.uploader.cookie,
    { data: await plainJpeg(64, 48), name: "supper.jpg" },
    { event_id: event.id, title: "The long table", tags: "supper" },
  );
  expect(uploaded.statusCode).toBe(201);
  image = uploaded.json();
  await db.deleteFrom("event_participants").where("user_id", "=", people.uploader.userId).execute();
  await db.deleteFrom("event_invitations").where("user_id", "=", people.uploader.userId).execute();

  // The author commented on the photo and on the event; the participant liked the photo's comment.
  imageComment = (
    await inject("author", "POST", "/api/comments", { commentableId: image.id, content: "What a table." })
  ).json().id;
  eventComment = (
    await inject("author", "POST", "/api/comments", { commentableId: event.id, content: "See you there." })
  ).json().id;
  expect((await inject("participant", "POST", `/api/comments/${imageComment}/like`)).statusCode).toBe(200);

  // The deactivated member took part, then an admin deactivated her.
  expect(
    (await inject("admin", "PUT", `/api/users/${people.deactivated.userId}/active`, { active: false })).statusCode,
  ).toBe(200);
});

afterAll(async () => {
  await server.close();
});

/** Who may see what an invite-only event holds (docs/product/access.md#invite-only-events): the event itself, then what inherits from it. */
function expected(kind: AccessKind, relation: Relation, way: string): Outcome {
  // Nobody is emailed about what she may not see; a deactivated member is emailed nothing, and a visitor has no address.
  if (way === "email it causes" && (relation === "anonymous" || relation === "deactivated")) return "hidden";
  if (relation === "anonymous" || relation === "deactivated") return "unauthenticated";
  const seesEvent = !relation.startsWith("uninvited") && relation !== "uploader";
  const seesImage = seesEvent || relation === "uploader";
  switch (kind) {
    case "event":
      if (way === "personal feed") return relation === "participant" || relation === "author" ? "reached" : "hidden";
      if (way === "join") return !seesEvent ? "hidden" : relation === "invitee (expired)" ? "refused" : "reached";
      return seesEvent ? "reached" : "hidden";
    case "image":
      if (way === "edit" || way === "delete")
        return !seesImage ? "hidden" : relation === "uploader" || relation === "admin" ? "reached" : "refused";
      return seesImage ? "reached" : "hidden";
    case "comment":
      if (way === "edit") return !seesImage ? "hidden" : relation === "author" ? "reached" : "refused";
      if (way === "delete")
        return !seesImage ? "hidden" : relation === "author" || relation === "admin" ? "reached" : "refused";
      return seesImage ? "reached" : "hidden";
    case "like":
      return seesImage ? "reached" : "hidden";
    case "calendar feed":
    case "second factor":
      return "reached";
    case "session":
      return way === "end all others" || relation === "creator" ? "reached" : "hidden";
    case "passkey":
      return relation === "creator" ? "reached" : "hidden";
    case "member":
      return way === "invite search" || relation === "admin" ? "reached" : "refused";
    default:
      return relation === "admin" ? "reached" : "refused";
  }
}

const status = (
  answer: LightMyRequestResponse,
  reached = (a: LightMyRequestResponse) => a.statusCode < 300,
): Outcome => {
  if (answer.statusCode === 401) return "unauthenticated";
  if (answer.statusCode === 404) return "hidden";
  if (answer.statusCode === 403 || answer.statusCode === 409) return "refused";
  return reached(answer) ? "reached" : "hidden";
};

const listed = (answer: LightMyRequestResponse, id: string) =>
  status(answer, (a) => (a.json() as { id: string }[]).some((thing) => thing.id === id));

let post = 0;
const text = () => `A note ${(post += 1)}`;

/** Each way of reaching a kind, asked as one relation: what it answered. */
const WAYS: { [K in AccessKind]: Record<keyof (typeof ACCESS_CATALOGUE)[K], (who: Relation) => Promise<Outcome>> } = {
  event: {
    list: async (who) => listed(await inject(who, "GET", "/api/events"), event.id),
    "list page": async (who) => listed(await inject(who, "GET", "/api/events?limit=50"), event.id),
    "by id": async (who) => status(await inject(who, "GET", `/api/events/${event.id}`)),
    "by slug": async (who) => status(await inject(who, "GET", `/api/events/${event.slug}`)),
    ics: async (who) =>
      status(await inject(who, "GET", `/api/events/${event.id}/ics`), (a) => a.body.includes(event.title)),
    "personal feed": async (who) => {
      // Her own secret feed URL, fetched without a session as a calendar app does: it carries the events she joined.
      const made = await inject(who, "POST", "/api/me/calendar-feed");
      if (made.statusCode !== 200) return status(made);
      return status(await server.app.inject({ method: "GET", url: new URL(made.json().url).pathname }), (a) =>
        a.body.includes(event.title),
      );
    },
    "its images": async (who) => listed(await inject(who, "GET", `/api/images/event/${event.id}`), image.id),
    "its comments": async (who) =>
      status(await inject(who, "GET", `/api/comments?commentableId=${event.id}&limit=100`), (a) =>
        a.json().some((c: { id: number }) => c.id === eventComment),
      ),
    "comment on it": async (who) =>
      status(await inject(who, "POST", "/api/comments", { commentableId: event.id, content: text() })),
    join: async (who) => {
      const answer = await inject(who, "POST", `/api/events/${event.id}/join`);
      // Those who were not taking part leave again, so the later ways see the relations as they were.
      if (answer.statusCode === 200 && who !== "participant" && who !== "author")
        await inject(who, "DELETE", `/api/events/${event.id}/leave`);
      return status(answer);
    },
    "link an image to it": async (who) => {
      const answer = await upload(
        server,
        people[who].cookie,
        { data: await plainJpeg(20, 20), name: "x.jpg" },
        { event_id: event.id },
      );
      return answer.statusCode === 400 ? "hidden" : status(answer);
    },
    "email it causes": async (who) => {
      if (people[who].email === "") return "hidden";
      const before = (await queuedEmails(server, people[who].email)).length;
      await inject("author", "POST", "/api/comments", {
        commentableId: event.id,
        content: `Dear @${people[who].name}, ${text()}`,
        mentions: [people[who].userId],
      });
      const after = await queuedEmails(server, people[who].email);
      // The author is never emailed about her own comment: she may see the event, which her comment proves.
      if (who === "author") return "reached";
      return after.length > before && after.at(-1)!.kind === "comment-mention" ? "reached" : "hidden";
    },
  },
  image: {
    list: async (who) => listed(await inject(who, "GET", "/api/images"), image.id),
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
      await inject("participant", "POST", "/api/comments", {
        commentableId: image.id,
        content: `@${people[who].name} ${text()}`,
        mentions: [people[who].userId],
      });
      const after = await queuedEmails(server, people[who].email);
      if (who === "participant") return "reached";
      return after.length > before ? "reached" : "hidden";
    },
  },
  comment: {
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
  },
  like: {
    like: async (who) => status(await inject(who, "POST", `/api/comments/${imageComment}/like`)),
    unlike: async (who) => status(await inject(who, "DELETE", `/api/comments/${imageComment}/unlike`)),
  },
  application: { list: async (who) => status(await inject(who, "GET", "/api/applications")) },
  member: {
    "admin list": async (who) => status(await inject(who, "GET", "/api/users")),
    "invite search": async (who) => status(await inject(who, "GET", "/api/members?q=Member")),
  },
  mailing: { list: async (who) => status(await inject(who, "GET", "/api/admin/mailings")) },
  "mail log entry": { "undelivered mail": async (who) => status(await inject(who, "GET", "/api/admin/mail-log")) },
  "audit entry": { list: async (who) => status(await inject(who, "GET", "/api/admin/audit-log")) },
  "invitation code": { list: async (who) => status(await inject(who, "GET", "/api/admin/invitation-codes")) },
  "dashboard counts": { read: async (who) => status(await inject(who, "GET", "/api/admin/overview")) },
  "calendar feed": {
    // Each member's own feed settings: every member reaches her own, never another's (there is no id to ask by).
    "own settings": async (who) => status(await inject(who, "GET", "/api/me/calendar-feed")),
  },
  session: {
    // A second session of the creator's, opened afresh for each relation: only she sees it and may end it.
    "own list": async (who) => {
      const id = await creatorsSpareSession();
      return status(await inject(who, "GET", "/api/me/sessions"), (a) =>
        (a.json() as { sessions: { id: string }[] }).sessions.some((session) => session.id === id),
      );
    },
    "end by id": async (who) => status(await inject(who, "DELETE", `/api/me/sessions/${await creatorsSpareSession()}`)),
    "end all others": async (who) => status(await inject(who, "DELETE", "/api/me/sessions")),
  },
  "second factor": { "own status": async (who) => status(await inject(who, "GET", "/api/me/2fa")) },
  passkey: {
    // A passkey of the creator's, added afresh for each relation: only she sees it and may remove it.
    "own list": async (who) => {
      const id = await creatorsPasskey();
      return status(await inject(who, "GET", "/api/me/passkeys"), (a) =>
        (a.json() as { passkeys: { id: number }[] }).passkeys.some((passkey) => passkey.id === id),
      );
    },
    "remove by id": async (who) => status(await inject(who, "DELETE", `/api/me/passkeys/${await creatorsPasskey()}`)),
  },
};

async function creatorsPasskey() {
  const row = await server.database.db
    .insertInto("passkeys")
    .values({
      user_id: people.creator.userId,
      credential_id: `credential-${Math.random().toString(36).slice(2)}`,
      public_key: "AAAA",
      counter: 0,
      transports: null,
      name: "Her phone",
      created_at: Date.now(),
      last_used_at: null,
    })
    .returning("passkey_id")
    .executeTakeFirstOrThrow();
  return row.passkey_id;
}

/** Opens another session of the creator's and answers its id, as her sessions list names it. */
async function creatorsSpareSession() {
  const spare = await login(server.app, people.creator.email);
  const list = await server.app.inject({ method: "GET", url: "/api/me/sessions", headers: { cookie: spare } });
  return (list.json() as { sessions: { id: string; current: boolean }[] }).sessions.find((s) => s.current)!.id;
}

describe("the relation suite covers every kind and way", () => {
  it("has a row for each kind and each way of ACCESS_CATALOGUE, and none for a way that is not there", () => {
    for (const kind of Object.keys(ACCESS_CATALOGUE) as AccessKind[]) {
      expect(Object.keys(WAYS[kind] ?? {}).sort(), kind).toEqual(Object.keys(ACCESS_CATALOGUE[kind]).sort());
    }
    expect(Object.keys(WAYS).sort()).toEqual(Object.keys(ACCESS_CATALOGUE).sort());
  });
});

for (const kind of Object.keys(ACCESS_CATALOGUE) as AccessKind[]) {
  describe(`${kind}: every relation, every way`, () => {
    for (const [way, ask] of Object.entries(WAYS[kind]) as [string, (who: Relation) => Promise<Outcome>][]) {
      it(way, async () => {
        const answers: Record<string, Outcome> = {};
        const wanted: Record<string, Outcome> = {};
        for (const relation of RELATIONS) {
          answers[relation] = await ask(relation);
          wanted[relation] = expected(kind, relation, way);
        }
        expect(answers).toEqual(wanted);
      });
    }
  });
}
