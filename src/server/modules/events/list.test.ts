import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { caller, eventActors, eventPayload, type Actors } from "../../../../test/server/kits/events-test-kit.ts";

let server: TestServer;
let actors: Actors;
let call: ReturnType<typeof caller>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  actors = await eventActors(server);
  call = caller(server, actors);
  // Created out of order; 09:00 in New York comes before 07:00 in Los Angeles (10:00 New York time).
  const plan: [string, Record<string, unknown>][] = [
    [
      "la",
      {
        title: "LA morning",
        event_date: "2032-03-10",
        start_time: "07:00",
        end_time: "08:00",
        timezone: "America/Los_Angeles",
      },
    ],
    [
      "ny",
      {
        title: "NY morning",
        event_date: "2032-03-10",
        start_time: "09:00",
        end_time: "10:00",
        timezone: "America/New_York",
      },
    ],
    ["early", { title: "Early", event_date: "2032-01-05" }],
    ["late", { title: "Late", event_date: "2032-12-01" }],
    ["secret", { title: "Secret", event_date: "2032-02-01", exclusivity: "invite-only" }],
  ];
  for (const [key, overrides] of plan) {
    const response = await call("Founding", "POST", "/api/events", eventPayload(overrides));
    ids[key] = response.json().id;
  }
  await call("Standard", "POST", `/api/events/${ids.early}/join`);
  await call("Travel Host", "POST", `/api/events/${ids.early}/join`);
});
afterAll(async () => {
  await server.close();
});

const titles = (body: { title: string }[]) => body.map((e) => e.title);

describe("GET /api/events", () => {
  it("answers 401 to anonymous callers", async () => {
    expect((await call("anonymous", "GET", "/api/events")).statusCode).toBe(401);
  });

  it("answers every event the caller may see, by start instant ascending, with participants", async () => {
    const response = await call("Standard", "GET", "/api/events");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(titles(body)).toEqual(["Early", "NY morning", "LA morning", "Late"]);
    expect(body[0].participants.map((p: { user_id: number }) => p.user_id)).toEqual([
      actors.Standard.member!.userId,
      actors["Travel Host"].member!.userId,
    ]);
    expect(body[0]).toMatchObject({ is_participant: true, can_edit: false, can_join: false });
    expect(body[1]).toMatchObject({ participants: [], is_participant: false, can_join: true });
  });

  it("includes an invite-only event for its creator and admins only", async () => {
    expect(titles((await call("Founding", "GET", "/api/events")).json())).toContain("Secret");
    expect(titles((await call("admin", "GET", "/api/events")).json())).toContain("Secret");
    expect(titles((await call("other", "GET", "/api/events")).json())).not.toContain("Secret");
  });

  it("narrows by from and to (dates in the club's zone or instants) and orders descending on request", async () => {
    expect(titles((await call("Standard", "GET", "/api/events?from=2032-03-01&to=2032-04-01")).json())).toEqual([
      "NY morning",
      "LA morning",
    ]);
    expect(titles((await call("Standard", "GET", "/api/events?from=2032-03-10T14:30:00Z")).json())).toEqual([
      "LA morning",
      "Late",
    ]);
    expect(titles((await call("Standard", "GET", "/api/events?order=desc")).json())).toEqual([
      "Late",
      "LA morning",
      "NY morning",
      "Early",
    ]);
  });

  it("pages with limit and the x-next-cursor header", async () => {
    const first = await call("Standard", "GET", "/api/events?limit=3");
    expect(titles(first.json())).toEqual(["Early", "NY morning", "LA morning"]);
    const cursor = first.headers["x-next-cursor"] as string;
    expect(cursor).toBeTruthy();
    const second = await call("Standard", "GET", `/api/events?limit=3&cursor=${cursor}`);
    expect(titles(second.json())).toEqual(["Late"]);
    expect(second.headers["x-next-cursor"]).toBeUndefined();
  });

  it("refuses bad paging parameters with 400", async () => {
    for (const query of [
      "limit=0",
      "limit=201",
      "limit=x",
      "from=yesterday",
      "cursor=not-a-cursor",
      "order=sideways",
    ]) {
      const response = await call("Standard", "GET", `/api/events?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().details.length, query).toBeGreaterThan(0);
    }
  });
});
