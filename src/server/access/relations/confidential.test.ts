import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MemberType } from "../../../shared/members.ts";
import { EVENT_TEXTS } from "../../../shared/texts/events.ts";
import {
  createMember,
  linkToken,
  login,
  queuedEmails,
  startTestServer,
  testDialect,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { plainJpeg, upload, uploadForm } from "../../../../test/server/kits/gallery-test-kit.ts";
import { newTotpSecret } from "../../modules/auth/totp.ts";
import { loadSecretKey, secretBox } from "../../secret-key.ts";

/**
 * A confidential gathering (Chatham House rules, decision 0059), asked by every relation through every way its inside
 * (who comes, what is said) can be reached: only its creator, those taking part and admins (with their second factor)
 * see its participants and comments, and no word said there is quoted anywhere, not even to them.
 */

type Relation =
  | "creator"
  | "participant"
  | "invitee (not joined)"
  | "uninvited member"
  | "admin"
  | "admin without her second factor"
  | "anonymous";
const RELATIONS: Relation[] = [
  "creator",
  "participant",
  "invitee (not joined)",
  "uninvited member",
  "admin",
  "admin without her second factor",
  "anonymous",
];
/** Those who may read the gathering's inside (can.event.readInside). */
const INSIDE: Relation[] = ["creator", "participant", "admin"];

interface Person {
  cookie: string | undefined;
  userId: number;
  email: string;
  name: string;
}

let server: TestServer;
const people = {} as Record<Relation, Person>;
/** A second participant, whose profile's events in common the others read. */
let companion: Person;
let gathering: { id: string; slug: string; title: string };
let commentId: number;
const SAID = "zephyrine";
const DESCRIBED = "quillwort";

const inject = (who: Person | undefined, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: who?.cookie ? { cookie: who.cookie } : {},
  });

async function person(type: MemberType, admin = false, factor = admin): Promise<Person> {
  const member = await createMember(server, { type, admin });
  const cookie = await login(server.app, member.email);
  if (factor) {
    const sealed = secretBox(loadSecretKey(server.config), "totp").seal(newTotpSecret());
    await server.database.db
      .insertInto("totp_factors")
      .values({ user_id: member.userId, secret_encrypted: sealed, confirmed_at: Date.now(), created_at: Date.now() })
      .execute();
  }
  return { cookie, userId: member.userId, email: member.email, name: member.name };
}

beforeAll(async () => {
  server = await startTestServer({ REQUIRE_ADMIN_2FA: "true", PUBLIC_URL: "https://club.example" });
  people.creator = await person("Founding");
  people.participant = await person("Standard");
  people["invitee (not joined)"] = await person("Standard");
  people["uninvited member"] = await person("Founding");
  people.admin = await person("Founding", true);
  people["admin without her second factor"] = await person("Founding", true, false);
  people.anonymous = { cookie: undefined, userId: 0, email: "", name: "" };
  companion = await person("Standard");

  const created = await inject(
    people.creator,
    "POST",
    "/api/events",
    eventPayload({ title: "Chatham supper", description: `The agenda: ${DESCRIBED}.`, confidential: true }),
  );
  expect(created.statusCode, created.body).toBe(201);
  gathering = created.json();
  for (const who of [people.participant, companion])
    expect((await inject(who, "POST", `/api/events/${gathering.id}/join`)).statusCode).toBe(200);
  const invited = await inject(people.creator, "POST", "/api/events/invite", {
    eventId: gathering.id,
    userIds: [people["invitee (not joined)"].userId],
  });
  expect(invited.statusCode).toBe(200);
  await linkToken(server, people["invitee (not joined)"].email, "/events/invite/");
  const comment = await inject(people.participant, "POST", "/api/comments", {
    commentableId: gathering.id,
    content: `Between us: ${SAID} is moving.`,
  });
  expect(comment.statusCode, comment.body).toBe(201);
  commentId = comment.json().id;
});

afterAll(async () => {
  await server.close();
});

type Outcome = "reached" | "hidden" | "unauthenticated";
const outcome = (answer: { statusCode: number }, reached: () => boolean): Outcome =>
  answer.statusCode === 401 ? "unauthenticated" : answer.statusCode === 200 && reached() ? "reached" : "hidden";

const hasParticipant = (event: { participants: { user_id: number }[] }) =>
  event.participants.some((p) => p.user_id === people.participant.userId);

/** Each way of reaching the gathering's participants or its comment, asked as one member. */
const WAYS: Record<string, (who: Person) => Promise<Outcome>> = {
  "participants in the events list": async (who) => {
    const answer = await inject(who, "GET", "/api/events");
    return outcome(answer, () =>
      (answer.json() as { id: string; participants: { user_id: number }[] }[]).some(
        (e) => e.id === gathering.id && hasParticipant(e),
      ),
    );
  },
  "participants in a page of the list": async (who) => {
    const answer = await inject(who, "GET", "/api/events?limit=20");
    return outcome(answer, () =>
      (answer.json() as { id: string; participants: { user_id: number }[] }[]).some(
        (e) => e.id === gathering.id && hasParticipant(e),
      ),
    );
  },
  "participants on the event page": async (who) => {
    const answer = await inject(who, "GET", `/api/events/${gathering.slug}`);
    return outcome(answer, () => hasParticipant(answer.json()) && answer.json().inside_visible === true);
  },
  "the comment list": async (who) => {
    const answer = await inject(who, "GET", `/api/comments?commentableId=${gathering.id}`);
    return outcome(answer, () => answer.body.includes(SAID));
  },
  "the search for the gathering": async (who) => {
    const answer = await inject(who, "GET", "/api/search?q=Chatham&kind=events&limit=50");
    return outcome(answer, () =>
      (answer.json() as { groups: { results: { id: string }[] }[] }).groups[0]!.results.some(
        (r) => r.id === gathering.id,
      ),
    );
  },
  "events in common on a participant's profile": async (who) => {
    const answer = await inject(who, "GET", `/api/profiles/${companion.userId}`);
    return outcome(answer, () =>
      (answer.json() as { events_together: { id: string }[] }).events_together.some((e) => e.id === gathering.id),
    );
  },
};

/** The ways that never quote what was said or name who comes, to anyone: each answers whether the words are there. */
const NEVER_QUOTED: Record<string, (who: Person) => Promise<Outcome>> = {
  "a search for the words": async (who) => {
    const answer = await inject(who, "GET", `/api/search?q=${SAID}&kind=comments&limit=50`);
    return outcome(answer, () =>
      (answer.json() as { groups: { results: { id: string }[] }[] }).groups[0]!.results.some(
        (r) => r.id === String(commentId),
      ),
    );
  },
  "the members' home": async (who) => {
    const answer = await inject(who, "GET", "/api/me/home");
    return outcome(answer, () => answer.body.includes(SAID));
  },
  "her notices": async (who) => {
    const answer = await inject(who, "GET", "/api/me/notifications");
    return outcome(answer, () => answer.body.includes(SAID));
  },
  "her emails": async (who) => {
    if (!who.cookie) return "unauthenticated";
    const emails = await queuedEmails(server, who.email);
    return JSON.stringify(emails).includes(SAID) ? "reached" : "hidden";
  },
  "the calendar file's description and names": async (who) => {
    const answer = await inject(who, "GET", `/api/events/${gathering.id}/ics`);
    return outcome(answer, () => answer.body.includes(DESCRIBED) || answer.body.includes(people.participant.name));
  },
};

describe("a confidential gathering's inside, by every relation and every way", () => {
  for (const relation of RELATIONS) {
    for (const [way, ask] of Object.entries(WAYS)) {
      // Events in common are those she took part in too: the participant alone has the gathering there.
      const expected: Outcome =
        relation === "anonymous"
          ? "unauthenticated"
          : way.startsWith("events in common")
            ? relation === "participant"
              ? "reached"
              : "hidden"
            : INSIDE.includes(relation)
              ? "reached"
              : "hidden";
      it(`${relation}: ${way} → ${expected}`, async () => {
        expect(await ask(people[relation])).toBe(expected);
      });
    }
    for (const [way, ask] of Object.entries(NEVER_QUOTED)) {
      const expected: Outcome = relation === "anonymous" ? "unauthenticated" : "hidden";
      it(`${relation}: ${way} → ${expected}`, async () => {
        expect(await ask(people[relation])).toBe(expected);
      });
    }
  }

  it("tells its creator of the comment, by notice and email, without a word of it", async () => {
    const notices = (await inject(people.creator, "GET", "/api/me/notifications")).json() as {
      notices: { kind: string; excerpt: string | null }[];
    };
    const notice = notices.notices.find((n) => n.kind === "comment-on-event");
    expect(notice).toBeDefined();
    expect(notice!.excerpt).toBeNull();
    const email = (await queuedEmails(server, people.creator.email)).find((e) => e.kind === "comment-on-yours");
    expect(email).toBeDefined();
    expect(JSON.stringify(email)).not.toContain(SAID);
  });

  it("answers the event itself to every member who may see it, marked confidential", async () => {
    for (const relation of RELATIONS.filter((r) => r !== "anonymous")) {
      const answer = await inject(people[relation], "GET", `/api/events/${gathering.id}`);
      expect(answer.statusCode, relation).toBe(200);
      expect(answer.json().confidential, relation).toBe(true);
      expect(answer.json().inside_visible, relation).toBe(INSIDE.includes(relation));
    }
  });
});

describe(`confidential on the events calls (${testDialect})`, () => {
  it("is false when left out, and the answer says so", async () => {
    const answer = await inject(people.creator, "POST", "/api/events", eventPayload({ title: "Plain tea" }));
    expect(answer.statusCode).toBe(201);
    expect(answer.json().confidential).toBe(false);
    expect(answer.json().inside_visible).toBe(true);
  });

  it("is changed by an update, and kept by one that leaves it out", async () => {
    const { id } = (await inject(people.creator, "POST", "/api/events", eventPayload({ title: "Turning" }))).json();
    const on = await inject(people.creator, "PUT", `/api/events/${id}`, { confidential: true });
    expect(on.statusCode, on.body).toBe(200);
    expect((await inject(people.creator, "GET", `/api/events/${id}`)).json().confidential).toBe(true);
    const kept = await inject(people.creator, "PUT", `/api/events/${id}`, { title: "Turning again" });
    expect(kept.statusCode).toBe(200);
    expect((await inject(people.creator, "GET", `/api/events/${id}`)).json().confidential).toBe(true);
    const off = await inject(people.creator, "PUT", `/api/events/${id}`, { confidential: false });
    expect(off.statusCode).toBe(200);
    expect((await inject(people.creator, "GET", `/api/events/${id}`)).json().confidential).toBe(false);
  });

  it("refuses a value that is not true or false with a clear 400, changing nothing", async () => {
    for (const bad of ["yes", 1, { on: true }]) {
      const created = await inject(people.creator, "POST", "/api/events", eventPayload({ confidential: bad }));
      expect(created.statusCode).toBe(400);
      expect(created.json().details[0].path).toBe("body.confidential");
      const changed = await inject(people.creator, "PUT", `/api/events/${gathering.id}`, { confidential: bad });
      expect(changed.statusCode).toBe(400);
    }
    expect((await inject(people.creator, "GET", `/api/events/${gathering.id}`)).json().confidential).toBe(true);
  });

  it("lets only its creator or an admin change it", async () => {
    const answer = await inject(people.participant, "PUT", `/api/events/${gathering.id}`, { confidential: false });
    expect(answer.statusCode).toBe(403);
    expect((await inject(people.creator, "GET", `/api/events/${gathering.id}`)).json().confidential).toBe(true);
  });

  it("refuses a photo linked to it (409), on upload and on moving one, and keeps none", async () => {
    const images = () =>
      server.database.db.selectFrom("images").select("id").where("associated_event_id", "=", gathering.id).execute();
    const uploaded = await upload(
      server,
      people.participant.cookie,
      { data: await plainJpeg(60, 40), name: "room.jpg" },
      { event_id: gathering.id, title: "The room" },
    );
    expect(uploaded.statusCode).toBe(409);
    expect(uploaded.json().message).toBe(EVENT_TEXTS.confidentialNoPhotos);
    const free = await upload(server, people.participant.cookie, { data: await plainJpeg(60, 40), name: "free.jpg" });
    expect(free.statusCode).toBe(201);
    const moved = await inject(people.participant, "PUT", `/api/images/${free.json().id}`, {
      associatedEventId: gathering.id,
    });
    expect(moved.statusCode).toBe(409);
    const cover = await server.app.inject({
      method: "POST",
      url: `/api/events/${gathering.id}/cover`,
      payload: uploadForm({
        data: await plainJpeg(60, 40),
        name: "cover.jpg",
      }),
      headers: { cookie: people.creator.cookie! },
    });
    expect(cover.statusCode).toBe(409);
    expect(await images()).toEqual([]);
  });

  it("does not make an event with photos confidential (409), changing nothing", async () => {
    const { id } = (await inject(people.creator, "POST", "/api/events", eventPayload({ title: "Pictured" }))).json();
    const photo = await upload(
      server,
      people.creator.cookie,
      { data: await plainJpeg(60, 40), name: "pictured.jpg" },
      { event_id: id },
    );
    expect(photo.statusCode).toBe(201);
    const answer = await inject(people.creator, "PUT", `/api/events/${id}`, { confidential: true });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(EVENT_TEXTS.confidentialHasPhotos);
    expect((await inject(people.creator, "GET", `/api/events/${id}`)).json().confidential).toBe(false);
  });
});
