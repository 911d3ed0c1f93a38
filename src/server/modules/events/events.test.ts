import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "../../../shared/calendar-date.ts";
import { createMember, login, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { caller, count, eventActors, eventPayload, type Actors } from "../../../../test/server/kits/events-test-kit.ts";

let server: TestServer;
let actors: Actors;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer();
  actors = await eventActors(server);
  call = caller(server, actors);
});
afterAll(async () => {
  await server.close();
});

const create = async (who: Parameters<typeof call>[0], overrides: Record<string, unknown> = {}) => {
  const response = await call(who, "POST", "/api/events", eventPayload(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

describe("POST /api/events", () => {
  it("answers 401 to anonymous callers, whatever they send, and creates nothing", async () => {
    const before = await count(server, "events");
    expect((await call("anonymous", "POST", "/api/events", eventPayload())).statusCode).toBe(401);
    expect((await call("anonymous", "POST", "/api/events", { title: 5 })).statusCode).toBe(401);
    expect(await count(server, "events")).toBe(before);
  });

  it("refuses Standard members with 403 and creates nothing", async () => {
    const before = await count(server, "events");
    const response = await call("Standard", "POST", "/api/events", eventPayload());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "forbidden", error: "Standard members cannot create events." });
    expect(await count(server, "events")).toBe(before);
  });

  it.each(["Travel Host", "Founding", "admin"] as const)(
    "lets a %s member create an event and answers it with its id",
    async (role) => {
      const event = await create(role);
      expect(event).toMatchObject({
        title: "Wine tasting in Napa",
        type: "wine-tasting",
        type_label: "Wine Tasting",
        exclusivity: "open",
        event_date: "2031-06-14",
        end_date: "2031-06-14",
        start_time: "15:00",
        end_time: "19:30",
        timezone: "America/Los_Angeles",
        starts_at: "2031-06-14T22:00:00.000Z",
        is_physical: true,
        state: "California",
        virtual_link: null,
        participants: [],
        created_by: { user_id: actors[role].member!.userId },
        can_edit: true,
        is_participant: false,
      });
      expect(event.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
      expect((await call(role, "GET", `/api/events/${event.id}`)).json().id).toBe(event.id);
    },
  );

  it("lets an admin create events even when the admin's type is Standard", async () => {
    const admin = await createMember(server, { type: "Standard", admin: true });
    const cookie = await login(server.app, admin.email);
    expect((await call({ cookie }, "POST", "/api/events", eventPayload())).statusCode).toBe(201);
  });

  it("applies the create dialog's defaults to an empty form", async () => {
    const response = await call("Founding", "POST", "/api/events", {
      title: "   ",
      type: "",
      exclusivity: null,
      description: "",
      event_date: "",
      start_time: "",
      end_time: "",
      color: "",
      location: "",
    });
    expect(response.statusCode, response.body).toBe(201);
    const today = todayIn("America/New_York");
    expect(response.json()).toMatchObject({
      title: "New Event",
      slug: expect.stringMatching(/^new-event(-\d+)?$/),
      type: "entertainment",
      exclusivity: "open",
      description: "Default description",
      event_date: today,
      end_date: today,
      start_time: "16:00",
      end_time: "21:00",
      timezone: "America/New_York",
      color: "#d3d3d3",
      is_physical: true,
      location: "Unset",
      virtual_link: null,
      note: null,
    });
  });

  it("nulls the physical fields of a virtual event and the link of a physical one", async () => {
    const virtual = await create("Founding", { is_physical: false, virtual_link: "https://meet.example/abc" });
    expect(virtual).toMatchObject({
      is_physical: false,
      location: null,
      zip_code: null,
      city: null,
      state: null,
      country: null,
      virtual_link: "https://meet.example/abc",
    });
    const physical = await create("Founding", { is_physical: true, virtual_link: "https://meet.example/abc" });
    expect(physical).toMatchObject({ is_physical: true, location: "1 Vineyard Lane", virtual_link: null });
  });

  it("takes the date before the T when event_date carries a time, and an end date on a later day", async () => {
    const event = await create("Founding", {
      event_date: "2031-07-01T00:00:00.000Z",
      end_date: "2031-07-03",
      start_time: "18:00",
      end_time: "10:00",
    });
    expect(event).toMatchObject({
      event_date: "2031-07-01",
      end_date: "2031-07-03",
      start_time: "18:00",
      end_time: "10:00",
    });
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ["a title over 120 characters", { title: "x".repeat(121) }, "body.title"],
    ["a description over 10,000 characters", { description: "x".repeat(10_001) }, "body.description"],
    ["an unknown type", { type: "skydiving" }, "body.type"],
    ["an unknown exclusivity", { exclusivity: "secret" }, "body.exclusivity"],
    ["a zone that is not IANA", { timezone: "Mars/Olympus" }, "body.timezone"],
    ["a time that is not HH:MM", { start_time: "25:00" }, "body.start_time"],
    ["a date that does not exist", { event_date: "2031-02-30" }, "body.event_date"],
    ["a colour that is not #rrggbb", { color: "red" }, "body.color"],
    ["an end before the start", { start_time: "19:00", end_time: "18:00" }, "body.end_time"],
    ["an end equal to the start", { start_time: "19:00", end_time: "19:00" }, "body.end_time"],
    ["an end date before the start date", { end_date: "2031-06-13" }, "body.end_date"],
    ["a US state that is not one of the 50", { state: "Narnia" }, "body.state"],
    [
      "a virtual link that is not http(s)",
      { is_physical: false, virtual_link: "javascript:alert(1)" },
      "body.virtual_link",
    ],
    ["a flag that is not a boolean", { is_physical: "yes" }, "body.is_physical"],
  ];
  it.each(invalid)("refuses %s with a 400 naming the field, and creates nothing", async (_name, overrides, path) => {
    const before = await count(server, "events");
    const response = await call("Founding", "POST", "/api/events", eventPayload(overrides));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: "bad_request", error: expect.any(String), message: expect.any(String) });
    expect(body.details.map((d: { path: string }) => d.path)).toContain(path);
    expect(await count(server, "events")).toBe(before);
  });

  it("accepts a state by its code for the United States and free text elsewhere", async () => {
    expect(await create("Founding", { state: "ny", country: "United States" })).toMatchObject({ state: "New York" });
    expect(await create("Founding", { state: "Île-de-France", country: "France" })).toMatchObject({
      state: "Île-de-France",
    });
  });
});

describe("GET /api/events/:id", () => {
  it("finds an event by id or by slug, and gives each title a slug of its own", async () => {
    const first = await create("Founding", { title: "Garden Party: Été!" });
    const second = await create("Founding", { title: "Garden Party: Été!" });
    expect(first.slug).toMatch(/^garden-party-ete(-\d+)?$/);
    expect(second.slug).not.toBe(first.slug);
    expect((await call("Standard", "GET", `/api/events/${second.slug}`)).json().id).toBe(second.id);
    expect((await call("Standard", "GET", `/api/events/${first.id}`)).json().slug).toBe(first.slug);
  });

  it("answers 401 to anonymous callers and 404 'Event not found' for an unknown event", async () => {
    const event = await create("Founding");
    expect((await call("anonymous", "GET", `/api/events/${event.id}`)).statusCode).toBe(401);
    const missing = await call("Founding", "GET", "/api/events/no-such-event");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: "Event not found", code: "not_found" });
  });

  it("shows an invite-only event to its creator and admins, and answers 404 to other members", async () => {
    const event = await create("Founding", { exclusivity: "invite-only" });
    expect((await call("Founding", "GET", `/api/events/${event.id}`)).statusCode).toBe(200);
    expect((await call("admin", "GET", `/api/events/${event.slug}`)).statusCode).toBe(200);
    for (const who of ["other", "Standard", "Travel Host"] as const) {
      expect((await call(who, "GET", `/api/events/${event.id}`)).statusCode).toBe(404);
      expect((await call(who, "GET", `/api/events/${event.slug}`)).statusCode).toBe(404);
    }
  });
});

describe("PUT /api/events/:id", () => {
  it("lets the creator change an event, taking `date` (and `event_date`) and keeping fields left out", async () => {
    const event = await create("Founding", { end_date: "2031-06-15" });
    const response = await call("Founding", "PUT", `/api/events/${event.id}`, {
      date: "2031-08-01",
      title: "Harvest",
      note: "Bring a hat.",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      title: "Harvest",
      note: "Bring a hat.",
      event_date: "2031-08-01",
      end_date: "2031-08-02",
      city: "Napa",
      slug: event.slug,
    });
    const again = await call("Founding", "PUT", `/api/events/${event.id}`, {
      event_date: "2031-09-01T00:00:00Z",
      end_date: "2031-09-01",
    });
    expect(again.json()).toMatchObject({ event_date: "2031-09-01", end_date: "2031-09-01", title: "Harvest" });
  });

  it("applies the null rules when an event becomes virtual", async () => {
    const event = await create("Founding");
    const response = await call("Founding", "PUT", `/api/events/${event.id}`, {
      is_physical: false,
      virtual_link: "https://meet.example/x",
      location: "ignored",
    });
    expect(response.json()).toMatchObject({
      is_physical: false,
      location: null,
      city: null,
      virtual_link: "https://meet.example/x",
    });
  });

  it("lets an admin change anyone's event", async () => {
    const event = await create("Founding");
    expect((await call("admin", "PUT", `/api/events/${event.id}`, { title: "By the admin" })).json().title).toBe(
      "By the admin",
    );
  });

  it("answers 401 anonymous, 403 a member who may see but not edit, 404 one who may not see; nothing changes", async () => {
    const open = await create("Founding");
    const hidden = await create("Founding", { exclusivity: "invite-only" });
    expect((await call("anonymous", "PUT", `/api/events/${open.id}`, { title: "x" })).statusCode).toBe(401);
    expect((await call("other", "PUT", `/api/events/${open.id}`, { title: "x" })).statusCode).toBe(403);
    expect((await call("Travel Host", "PUT", `/api/events/${hidden.id}`, { title: "x" })).statusCode).toBe(404);
    expect((await call("Founding", "GET", `/api/events/${open.id}`)).json().title).toBe(open.title);
    expect((await call("Founding", "GET", `/api/events/${hidden.id}`)).json().title).toBe(hidden.title);
  });

  it("refuses an end before the start and bad fields with 400, changing nothing", async () => {
    const event = await create("Founding");
    const early = await call("Founding", "PUT", `/api/events/${event.id}`, { end_time: "14:00" });
    expect(early.statusCode).toBe(400);
    expect(early.json().details).toEqual([{ path: "body.end_time", message: "The end must be after the start." }]);
    const bad = await call("Founding", "PUT", `/api/events/${event.id}`, { title: "y".repeat(121), type: "Nope!" });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(["body.title", "body.type"]);
    expect((await call("Founding", "GET", `/api/events/${event.id}`)).json()).toMatchObject({
      end_time: "19:30",
      title: event.title,
      type: event.type,
    });
  });
});

describe("DELETE /api/events/:id", () => {
  it("answers 401 anonymous, 403 a non-creator, 404 one who may not see it; nothing is deleted", async () => {
    const open = await create("Founding");
    const hidden = await create("Founding", { exclusivity: "invite-only" });
    const before = await count(server, "events");
    expect((await call("anonymous", "DELETE", `/api/events/${open.id}`)).statusCode).toBe(401);
    expect((await call("other", "DELETE", `/api/events/${open.id}`)).statusCode).toBe(403);
    expect((await call("Standard", "DELETE", `/api/events/${hidden.id}`)).statusCode).toBe(404);
    expect(await count(server, "events")).toBe(before);
  });

  it("lets the creator delete an event with its participations and invitations", async () => {
    const event = await create("Founding");
    await call("Standard", "POST", `/api/events/${event.id}/join`);
    await call("Founding", "POST", "/api/events/invite", {
      eventId: event.id,
      eventTitle: event.title,
      userIds: [actors.other.member!.userId],
    });
    const rows = (table: "event_participants" | "event_invitations") =>
      server.database.db.selectFrom(table).select("event_id").where("event_id", "=", event.id).execute();
    expect((await rows("event_participants")).length).toBe(1);
    expect((await rows("event_invitations")).length).toBe(1);
    const response = await call("Founding", "DELETE", `/api/events/${event.id}`);
    expect(response.statusCode).toBe(200);
    expect((await rows("event_participants")).length).toBe(0);
    expect((await rows("event_invitations")).length).toBe(0);
    expect((await call("Founding", "GET", `/api/events/${event.id}`)).statusCode).toBe(404);
  });

  it("lets an admin delete anyone's event, including an invite-only one", async () => {
    const event = await create("Travel Host", { exclusivity: "invite-only" });
    expect((await call("admin", "DELETE", `/api/events/${event.slug}`)).statusCode).toBe(200);
    expect((await call("Travel Host", "GET", `/api/events/${event.id}`)).statusCode).toBe(404);
  });
});
