import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Actor } from "../../access/rules.ts";
import { MEMBER_TYPES, type MemberType } from "../../../shared/members.ts";
import {
  createMember,
  linkToken,
  login,
  startTestServer,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { eventsRepository } from "./repository.ts";
import { presentEvents } from "./service.ts";
import { parseBoundary } from "./instants.ts";
import { brotliDecompressSync } from "node:zlib";
import { preferredEncoding } from "../../http/compressed-answers.ts";
import { compressions, expectCompressedAsPlain } from "../../../../test/server/kits/compression-kit.ts";
import type { Event } from "../../../shared/events.ts";

const COMPRESSED = "events-whole-list-compressed";
const PAGES_COMPRESSED = "events-pages-compressed";

/**
 * GET /api/events with no parameters (the whole list) comes from the events cache: for every relation a member can have
 * to the events, its bytes are exactly what the direct read (the access layer's SQL form, mapped per viewer) answers.
 */
type Relation =
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
const RELATIONS: Relation[] = [
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

let server: TestServer;
const people = {} as Record<Relation, { cookie: string; actor: Actor; email: string }>;
const privateIds: string[] = [];
const openIds: string[] = [];
/** An open event of two seats, one held for Founding members: the participant has the other, one waits. */
let seatedId: string;

const get = (cookie: string | undefined, url = "/api/events") =>
  server.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const post = (who: Relation, url: string, payload?: object) =>
  server.app.inject({ method: "POST", url, ...(payload ? { payload } : {}), headers: { cookie: people[who].cookie } });

async function direct(actor: Actor): Promise<string> {
  const db = server.database.db;
  return JSON.stringify(await presentEvents(db, await eventsRepository(db).list(actor, { order: "asc" }), actor));
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

/** Pages walked to the end (or only the first, `first`), each asked of the cache and of the direct read. */
const PAGES = [
  { query: "limit=4" },
  { query: "limit=5&order=desc" },
  { query: "from=2032-02-01&limit=3" },
  { query: "from=2032-01-10&limit=20", first: true },
];

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

async function expectEveryViewerPagedAsReadDirectly(pages: ReadonlyArray<{ query: string; first?: boolean }> = PAGES) {
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

beforeAll(async () => {
  server = await startTestServer();
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
  seatedId = seated.json().id;
  expect((await post("participant", `/api/events/${seatedId}/join`)).json()).toMatchObject({ status: "joined" });
  expect((await post("waitlisted", `/api/events/${seatedId}/join`)).json()).toMatchObject({ status: "waitlisted" });
});

afterAll(async () => {
  await server.close();
});

describe("the whole events list from the cache", () => {
  it(
    "answers every relation byte for byte as the direct read does, asked twice (the second from the cache)",
    { timeout: 90_000 },
    async () => {
      await expectEveryViewerServedAsReadDirectly();
      await expectEveryViewerServedAsReadDirectly();
      // A page of one at every event: each page ends at every place a viewer's own events can make it end.
      await expectEveryViewerPagedAsReadDirectly([{ query: "limit=1" }]);
      // What the access layer decides, seen through the list: who sees an invite-only event.
      const titles = async (relation: Relation) =>
        ((await get(people[relation].cookie)).json() as Array<{ id: string }>).map((e) => e.id);
      expect(await titles("uninvited Standard")).toEqual(expect.not.arrayContaining(privateIds.slice(0, 1)));
      expect(await titles("participant")).toContain(privateIds[0]);
      expect(await titles("invitee (pending)")).toContain(privateIds[1]);
      expect(await titles("invitee (pending)")).not.toContain(privateIds[0]);
      expect(await titles("invitee (expired)")).toContain(privateIds[3]);
      expect(await titles("creator")).toEqual(expect.arrayContaining(privateIds));
      expect(await titles("admin")).toHaveLength(openIds.length + privateIds.length + 1);
    },
  );

  it(
    "answers as the direct read when a held seat is released and replies close, with no write between",
    { timeout: 90_000 },
    async () => {
      const minute = 60_000;
      const releaseAt = Math.ceil(Date.now() / minute) * minute + 2 * minute;
      const wallClock = (ms: number) => new Date(ms).toISOString().slice(0, 16);
      await server.database.db
        .updateTable("events")
        .set({ timezone: "UTC", reserved_until: wallClock(releaseAt), rsvp_deadline: wallClock(releaseAt + minute) })
        .where("id", "=", seatedId)
        .execute();
      // The pending invitation runs out at the same instant: she may no longer join, though she still sees the event.
      await server.database.db
        .updateTable("event_invitations")
        .set({ expires_at: releaseAt })
        .where("user_id", "=", people["invitee (pending)"].actor.user_id)
        .execute();
      const seatedAs = async (relation: Relation) =>
        ((await get(people[relation].cookie)).json() as Event[]).find((event) => event.id === seatedId)!;
      const invitedAs = async () =>
        ((await get(people["invitee (pending)"].cookie)).json() as Event[]).find((e) => e.id === privateIds[1])!;
      vi.useFakeTimers({ toFake: ["Date"], now: releaseAt - minute });
      try {
        await expectEveryViewerServedAsReadDirectly();
        expect(await seatedAs("uninvited Founding")).toMatchObject({ seats_left: 1, replies_closed: false });
        expect(await seatedAs("uninvited Standard")).toMatchObject({ seats_left: 0, replies_closed: false });
        expect(await invitedAs()).toMatchObject({ can_join: true });
        vi.setSystemTime(releaseAt);
        await expectEveryViewerServedAsReadDirectly();
        expect(await seatedAs("uninvited Standard")).toMatchObject({ seats_left: 1, replies_closed: false });
        expect(await invitedAs()).toMatchObject({ can_join: false });
        vi.setSystemTime(releaseAt + minute);
        await expectEveryViewerServedAsReadDirectly();
        expect(await seatedAs("waitlisted")).toMatchObject({ waitlist_position: 1, replies_closed: true });
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it("follows every change, whether this app or another instance's SQL wrote it", { timeout: 90_000 }, async () => {
    const db = server.database.db;
    await expectEveryViewerServedAsReadDirectly();
    expect((await post("uninvited Founding", `/api/events/${openIds[5]}/join`)).statusCode).toBe(200);
    await expectEveryViewerServedAsReadDirectly();
    await db.updateTable("events").set({ exclusivity: "open" }).where("id", "=", privateIds[5]!).execute();
    await db
      .updateTable("users")
      .set({ name: 'Renamed "Creator"' })
      .where("user_id", "=", people.creator.actor.user_id)
      .execute();
    await expectEveryViewerServedAsReadDirectly();
    // Invitations are kept with the list: one written by SQL moves the events version (its trigger) and shows at once.
    await db
      .insertInto("event_invitations")
      .values({
        token_hash: "whole-list-test",
        event_id: privateIds[4]!,
        user_id: people["uninvited Travel Host"].actor.user_id,
        invited_by: people.creator.actor.user_id,
        expires_at: Date.now() + 60_000,
        used_at: null,
        created_at: Date.now(),
      })
      .execute();
    expect((await get(people["uninvited Travel Host"].cookie)).json().map((e: { id: string }) => e.id)).toContain(
      privateIds[4],
    );
    await expectEveryViewerServedAsReadDirectly();
    await db.deleteFrom("events").where("id", "=", openIds[0]!).execute();
    await expectEveryViewerServedAsReadDirectly();
    await db.deleteFrom("event_participants").execute();
    await db.deleteFrom("events").execute();
    expect((await get(people.admin.cookie)).body).toBe("[]");
    await expectEveryViewerServedAsReadDirectly();
  });

  it("answers 401 to a visitor and a deactivated member, and 400 to bad parameters", async () => {
    expect((await get(undefined)).statusCode).toBe(401);
    const deactivated = await createMember(server, { type: "Standard" });
    const cookie = await login(server.app, deactivated.email);
    const off = await server.app.inject({
      method: "PUT",
      url: `/api/users/${deactivated.userId}/active`,
      payload: { active: false },
      headers: { cookie: people.admin.cookie },
    });
    expect(off.statusCode).toBe(200);
    expect((await get(cookie)).statusCode).toBe(401);
    for (const query of ["limit=0", "limit=abc", "order=sideways", "from=yesterday", "cursor=%E2%9C%93"]) {
      const answer = await get(people.admin.cookie, `/api/events?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json()).toHaveProperty("error");
    }
  });

  it("compresses each relation's answer once per shape and events version, in the coding the client takes", async () => {
    for (const exclusivity of ["open", "invite-only", "open"]) {
      const created = await post("creator", "/api/events", eventPayload({ exclusivity, event_date: "2033-05-01" }));
      expect(created.statusCode).toBe(201);
    }
    for (const relation of RELATIONS) {
      const { body } = await expectCompressedAsPlain(server, "/api/events", people[relation].cookie, COMPRESSED);
      expect(body, relation).toBe(await direct(people[relation].actor));
    }
    // Another member of a type with no relation to any event is answered the same bytes, compressed already.
    const twin = await createMember(server, { type: "Standard" });
    const { body, compressed } = await expectCompressedAsPlain(
      server,
      "/api/events",
      await login(server.app, twin.email),
      COMPRESSED,
    );
    expect(compressed).toBe(0);
    expect(body).toBe((await get(people["uninvited Standard"].cookie)).body);
    // A change moves the version on: the next compressed answer holds it.
    await server.database.db.updateTable("events").set({ title: "Retitled for the compressed list" }).execute();
    const before = await compressions(COMPRESSED);
    const after = await server.app.inject({
      method: "GET",
      url: "/api/events",
      headers: { cookie: people.admin.cookie, "accept-encoding": "br" },
    });
    expect(brotliDecompressSync(after.rawPayload).toString("utf8")).toContain("Retitled for the compressed list");
    expect(await compressions(COMPRESSED)).toBe(before + 1);
  });

  it("compresses each relation's page once per shape and events version; a page with none of hers is her type's", async () => {
    const url = "/api/events?from=2032-01-01&limit=20";
    for (const relation of RELATIONS) {
      const { body } = await expectCompressedAsPlain(server, url, people[relation].cookie, PAGES_COMPRESSED);
      expect(body, relation).toBe((await directPage(people[relation].actor, new URLSearchParams(url), undefined)).body);
    }
    // Members of a type with no relation to any event on the page are answered the same bytes, compressed once.
    const twin = await createMember(server, { type: "Standard" });
    const { body, compressed } = await expectCompressedAsPlain(
      server,
      url,
      await login(server.app, twin.email),
      PAGES_COMPRESSED,
    );
    expect(compressed).toBe(0);
    expect(body).toBe((await get(people["uninvited Standard"].cookie, url)).body);
    // She joins an event on the page: her own page, at once; she leaves: her type's again, compressed already.
    const joinable = (JSON.parse(body) as Event[]).find((event) => event.can_join)!;
    expect((await post("uninvited Standard", `/api/events/${joinable.id}/join`)).statusCode).toBe(200);
    const joined = (await get(people["uninvited Standard"].cookie, url)).json() as Event[];
    expect(joined.find((event) => event.id === joinable.id)).toMatchObject({ is_participant: true, can_join: false });
    const leave = await server.app.inject({
      method: "DELETE",
      url: `/api/events/${joinable.id}/leave`,
      headers: { cookie: people["uninvited Standard"].cookie },
    });
    expect(leave.statusCode).toBe(200);
    const before = await compressions(PAGES_COMPRESSED);
    const left = await server.app.inject({
      method: "GET",
      url,
      headers: { cookie: people["uninvited Standard"].cookie, "accept-encoding": "br" },
    });
    const twinAfter = await server.app.inject({
      method: "GET",
      url,
      headers: { cookie: await login(server.app, twin.email), "accept-encoding": "br" },
    });
    expect(left.rawPayload.equals(twinAfter.rawPayload)).toBe(true);
    expect(await compressions(PAGES_COMPRESSED)).toBe(before + 1);
    expect(brotliDecompressSync(left.rawPayload).toString("utf8")).toBe(
      (await directPage(people["uninvited Standard"].actor, new URLSearchParams(url), undefined)).body,
    );
  });

  it("picks brotli, then gzip, as the Accept-Encoding header allows", () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0, identity")).toBeUndefined();
    expect(preferredEncoding("deflate")).toBeUndefined();
  });
});
