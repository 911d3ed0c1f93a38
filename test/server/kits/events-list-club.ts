import { afterAll, beforeAll, expect } from "vitest";
import type { Actor } from "../../../src/server/access/rules.ts";
import { eventsRepository } from "../../../src/server/modules/events/repository.ts";
import { presentEvents } from "../../../src/server/modules/events/service.ts";
import { parseBoundary } from "../../../src/server/modules/events/instants.ts";
import { MEMBER_TYPES, type MemberType } from "../../../src/shared/members.ts";
import { createMember, linkToken, login, startTestServer, type TestServer } from "../harness/test-app.ts";
import { eventPayload } from "./events-test-kit.ts";

/** Every relation a member can have to the events, one member each in the club. */
export type Relation =
  | "creator"
  | "participant"
  | "invitee (pending)"
  | "invitee (accepted, left)"
  | "invitee (expired)"
  | "waitlisted"
  | `uninvited ${MemberType}`
  | "admin"
  | "admin who takes part";

const UNINVITED = MEMBER_TYPES.map((type) => `uninvited ${type}` as const);
export const RELATIONS: Relation[] = [
  "creator",
  "participant",
  "invitee (pending)",
  "invitee (accepted, left)",
  "invitee (expired)",
  "waitlisted",
  ...UNINVITED,
  "admin",
  "admin who takes part",
];

/** Pages walked to the end (or only the first, `first`), each asked of the cache and of the direct read. */
const PAGES = [
  { query: "limit=4" },
  { query: "limit=5&order=desc" },
  { query: "from=2032-02-01&limit=3" },
  { query: "from=2032-01-10&limit=20", first: true },
];

type People = Record<Relation, { cookie: string; actor: Actor; email: string }>;

// The club the whole-list test files ask the list in (set up by openEventsListClub).
export let server: TestServer;
export let club: Awaited<ReturnType<typeof buildEventsListClub>>;

/** Starts the club for the calling test file before its tests, and closes it after. */
export function openEventsListClub() {
  beforeAll(async () => {
    server = await startTestServer();
    club = await buildEventsListClub(server);
  });
  afterAll(async () => {
    await server.close();
  });
}

/**
 * Builds the club on a started server: a member for every relation, open and invite-only events interleaved, and
 * helpers that ask the list as any of them and as the direct read answers it.
 */
async function buildEventsListClub(server: TestServer) {
  const people = await members(server);
  const readers = listReaders(server, people);
  return { people, ...(await seedEvents(server, people, readers)), ...readers };
}

async function members(server: TestServer): Promise<People> {
  const people = {} as People;
  const person = async (type: MemberType, admin = false) => {
    const member = await createMember(server, { type, admin });
    return {
      cookie: await login(server.app, member.email),
      actor: { user_id: member.userId, type, admin },
      email: member.email,
    };
  };
  people.creator = await person("Founding");
  people.admin = await person("Founding", true);
  people["admin who takes part"] = await person("Standard", true);
  for (const relation of UNINVITED) people[relation] = await person(relation.replace("uninvited ", "") as MemberType);
  for (const relation of [
    "participant",
    "invitee (pending)",
    "invitee (accepted, left)",
    "invitee (expired)",
    "waitlisted",
  ] as const)
    people[relation] = await person("Standard");
  return people;
}

function listReaders(server: TestServer, people: People) {
  const get = (cookie: string | undefined, url = "/api/events") =>
    server.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  const post = (who: Relation, url: string, payload?: object) =>
    server.app.inject({
      method: "POST",
      url,
      ...(payload ? { payload } : {}),
      headers: { cookie: people[who].cookie },
    });

  async function direct(actor: Actor): Promise<string> {
    const db = server.database.db;
    return JSON.stringify(await presentEvents(db, await eventsRepository(db).list(actor, { order: "asc" }), actor));
  }

  /** A page as the uncached path answers it: the access layer's SQL form with one event more, mapped per viewer. */
  async function directPage(actor: Actor, query: URLSearchParams, cursor: string | undefined) {
    const db = server.database.db;
    const limit = Number(query.get("limit"));
    const from = query.get("from");
    const after = cursor ? (JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as [number, string]) : null;
    const rows = await eventsRepository(db).list(actor, {
      fromMs: from ? parseBoundary(from, server.config.clubTimezone) : undefined,
      after: after ? { startsAt: after[0], id: after[1] } : undefined,
      order: query.get("order") === "desc" ? "desc" : "asc",
      limit: limit + 1,
    });
    const last = rows.length > limit ? rows[limit - 1] : undefined;
    return {
      body: JSON.stringify(await presentEvents(db, rows.slice(0, limit), actor)),
      cursor: last && Buffer.from(JSON.stringify([last.starts_at, last.id])).toString("base64url"),
    };
  }

  async function expectEveryViewerServedAsReadDirectly() {
    for (const relation of RELATIONS) {
      const answer = await get(people[relation].cookie);
      expect(answer.statusCode, relation).toBe(200);
      expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(answer.body, relation).toBe(await direct(people[relation].actor));
    }
    await expectEveryViewerPagedAsReadDirectly();
  }

  async function expectEveryViewerPagedAsReadDirectly(
    pages: ReadonlyArray<{ query: string; first?: boolean }> = PAGES,
  ) {
    for (const relation of RELATIONS) {
      for (const { query, first } of pages) {
        let cursor: string | undefined;
        let pages = 0;
        do {
          const params = new URLSearchParams(query);
          const answer = await get(people[relation].cookie, `/api/events?${query}${cursor ? `&cursor=${cursor}` : ""}`);
          expect(answer.statusCode, `${relation}: ${query}`).toBe(200);
          const expected = await directPage(people[relation].actor, params, cursor);
          expect(answer.body, `${relation}: ${query}, page ${pages + 1}`).toBe(expected.body);
          expect(answer.headers["x-next-cursor"], `${relation}: ${query}, page ${pages + 1}`).toBe(expected.cursor);
          cursor = expected.cursor;
          pages += 1;
        } while (cursor && !first);
      }
    }
  }

  return {
    get,
    post,
    direct,
    directPage,
    expectEveryViewerServedAsReadDirectly,
    expectEveryViewerPagedAsReadDirectly,
  };
}

async function seedEvents(
  server: TestServer,
  people: People,
  { get, post }: Pick<ReturnType<typeof listReaders>, "get" | "post">,
) {
  const privateIds: string[] = [];
  const openIds: string[] = [];
  // Open and invite-only events interleaved, with titles that JSON must escape, on days that sort them apart.
  for (let day = 1; day <= 24; day += 1) {
    const exclusivity = day % 4 === 0 ? "invite-only" : "open";
    const created = await post(
      day % 5 === 0 && exclusivity === "open" ? "uninvited Travel Host" : "creator",
      "/api/events",
      eventPayload({
        title: `Evening ${day} "à deux" \\ ✓`,
        event_date: `2032-0${1 + (day % 3)}-${String(day).padStart(2, "0")}`,
        exclusivity,
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    (exclusivity === "open" ? openIds : privateIds).push(created.json().id);
  }
  // The list ends with one: pages that end where those an uninvited member sees do are followed by one for others.
  const lastOfAll = await post(
    "creator",
    "/api/events",
    eventPayload({ title: "Last of all", event_date: "2032-12-31", exclusivity: "invite-only" }),
  );
  expect(lastOfAll.statusCode, lastOfAll.body).toBe(201);
  privateIds.push(lastOfAll.json().id);
  const invite = async (relation: Relation, eventId: string) => {
    const answer = await post("creator", "/api/events/invite", { eventId, userIds: [people[relation].actor.user_id] });
    expect(answer.statusCode, answer.body).toBe(200);
    return linkToken(server, people[relation].email, "/events/invite/");
  };
  // The participant joined one invite-only event (by her invitation) and two open ones.
  expect(
    (await get(people.participant.cookie, `/api/events/invite/${await invite("participant", privateIds[0]!)}`))
      .statusCode,
  ).toBe(200);
  for (const id of openIds.slice(2, 4))
    expect((await post("participant", `/api/events/${id}/join`)).statusCode).toBe(200);
  await invite("invitee (pending)", privateIds[1]!);
  const accepted = await invite("invitee (accepted, left)", privateIds[2]!);
  expect((await get(people["invitee (accepted, left)"].cookie, `/api/events/invite/${accepted}`)).statusCode).toBe(200);
  expect(
    (
      await server.app.inject({
        method: "DELETE",
        url: `/api/events/${privateIds[2]}/leave`,
        headers: { cookie: people["invitee (accepted, left)"].cookie },
      })
    ).statusCode,
  ).toBe(200);
  await invite("invitee (expired)", privateIds[3]!);
  await server.database.db
    .updateTable("event_invitations")
    .set({ expires_at: Date.now() - 1 })
    .where("user_id", "=", people["invitee (expired)"].actor.user_id)
    .execute();
  expect((await post("admin who takes part", `/api/events/${openIds[0]}/join`)).statusCode).toBe(200);
  expect((await post("admin who takes part", `/api/events/${privateIds[4]}/join`)).statusCode).toBe(200);
  const seated = await post(
    "creator",
    "/api/events",
    eventPayload({
      title: "Two seats, one held",
      event_date: "2032-03-25",
      capacity: 2,
      reserved_seats: { Founding: 1 },
      reserved_until: "2032-03-20T12:00",
      rsvp_deadline: "2032-03-21T12:00",
    }),
  );
  expect(seated.statusCode, seated.body).toBe(201);
  const seatedId: string = seated.json().id;
  expect((await post("participant", `/api/events/${seatedId}/join`)).json()).toMatchObject({ status: "joined" });
  expect((await post("waitlisted", `/api/events/${seatedId}/join`)).json()).toMatchObject({ status: "waitlisted" });

  return {
    privateIds,
    openIds,
    /** An open event of two seats, one held for Founding members: the participant has the other, one waits. */
    seatedId,
  };
}
