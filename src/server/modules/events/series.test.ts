import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  queuedEmails,
  startTestServer,
  testDialect,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { caller, count, eventActors, eventPayload, type Actors } from "../../../../test/server/kits/events-test-kit.ts";
import type { EventSeries } from "../../../shared/event-series.ts";

/** Repeating events: each date its own event, made, changed, cancelled and deleted one or "this and following". */

let server: TestServer;
let actors: Actors;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: "https://club.example" });
  actors = await eventActors(server);
  call = caller(server, actors);
});
afterAll(async () => {
  await server.close();
});

const seriesPayload = (repeat: object, overrides: Record<string, unknown> = {}) => ({
  ...eventPayload({ title: "Tuesday salon", event_date: "2031-01-14", ...overrides }),
  repeat,
});
async function createSeries(repeat: object, overrides: Record<string, unknown> = {}, who: "Founding" = "Founding") {
  const answer = await call(who, "POST", "/api/event-series", seriesPayload(repeat, overrides));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as EventSeries;
}
const datesOf = (series: EventSeries) => series.events.map((event) => event.event_date);
const bodyFields = (answer: { json(): unknown }) =>
  ((answer.json() as { details?: { path: string }[] }).details ?? []).map((d) => d.path);

describe(`making a series (${testDialect})`, () => {
  it("weekly for N times: N events with their own ids and slugs, one series id", async () => {
    const series = await createSeries({ every: "weekly", count: 4 });
    expect(datesOf(series)).toEqual(["2031-01-14", "2031-01-21", "2031-01-28", "2031-02-04"]);
    expect(new Set(series.events.map((e) => e.id)).size).toBe(4);
    expect(new Set(series.events.map((e) => e.slug)).size).toBe(4);
    expect(series.events.every((e) => e.series_id === series.id && e.start_time === "15:00")).toBe(true);
    expect(series.description).toBe("Every week on Tuesday");
    const list = (await call("Standard", "GET", "/api/events")).json() as { id: string; series_id: string }[];
    expect(list.filter((e) => e.series_id === series.id)).toHaveLength(4);
  });

  it("every two weeks until a date (the date itself included)", async () => {
    const series = await createSeries({ every: "biweekly", until: "2031-02-25" });
    expect(datesOf(series)).toEqual(["2031-01-14", "2031-01-28", "2031-02-11", "2031-02-25"]);
    expect(series).toMatchObject({ every: "biweekly", count: null, until: "2031-02-25" });
  });

  it("monthly by date; a 31st skips the months without one", async () => {
    expect(datesOf(await createSeries({ every: "monthly-date", count: 3 }))).toEqual([
      "2031-01-14",
      "2031-02-14",
      "2031-03-14",
    ]);
    const lastDays = await createSeries({ every: "monthly-date", count: 4 }, { event_date: "2031-01-31" });
    expect(datesOf(lastDays)).toEqual(["2031-01-31", "2031-03-31", "2031-05-31", "2031-07-31"]);
    expect(lastDays.description).toBe("Monthly on the 31st");
  });

  it("monthly on the second Tuesday, and on the last Friday", async () => {
    const second = await createSeries({ every: "monthly-weekday", count: 3 }, { event_date: "2031-01-14" });
    expect(datesOf(second)).toEqual(["2031-01-14", "2031-02-11", "2031-03-11"]);
    expect(second.description).toBe("Monthly on the second Tuesday");
    const last = await createSeries({ every: "monthly-last-weekday", count: 3 }, { event_date: "2031-01-31" });
    expect(datesOf(last)).toEqual(["2031-01-31", "2031-02-28", "2031-03-28"]);
    expect(last.description).toBe("Monthly on the last Friday");
  });

  it("moves each date's end, deadline and release time with it", async () => {
    const series = await createSeries(
      { every: "weekly", count: 2 },
      {
        end_date: "2031-01-15",
        rsvp_deadline: "2031-01-13T12:00",
        capacity: 10,
        reserved_seats: { "Travel Host": 2 },
        reserved_until: "2031-01-12T09:00",
      },
    );
    expect(series.events[1]).toMatchObject({
      event_date: "2031-01-21",
      end_date: "2031-01-22",
      rsvp_deadline: "2031-01-20T12:00",
      reserved_until: "2031-01-19T09:00",
    });
  });

  it("refuses 105 dates, no count nor date, both, or a last date before the first, with 400 on the field, nothing made", async () => {
    const before = await count(server, "events");
    const cases: [object, string][] = [
      [{ every: "weekly", count: 105 }, "body.repeat.count"],
      [{ every: "weekly", until: "2033-12-31" }, "body.repeat.until"],
      [{ every: "weekly" }, "body.repeat.count"],
      [{ every: "weekly", count: 3, until: "2031-03-01" }, "body.repeat.count"],
      [{ every: "weekly", until: "2031-01-01" }, "body.repeat.until"],
      [{ every: "yearly", count: 3 }, "body.repeat.every"],
      [{ every: "weekly", count: 1 }, "body.repeat.count"],
    ];
    for (const [repeat, field] of cases) {
      const answer = await call("Founding", "POST", "/api/event-series", seriesPayload(repeat));
      expect(answer.statusCode, JSON.stringify(repeat)).toBe(400);
      expect(bodyFields(answer), JSON.stringify(repeat)).toContain(field);
    }
    expect((await createSeries({ every: "weekly", count: 104 })).events).toHaveLength(104);
    expect(await count(server, "events")).toBe(before + 104);
  });

  it("is for those who may create events: 401 anonymous, 403 Standard", async () => {
    const before = await count(server, "events");
    expect(
      (await call("anonymous", "POST", "/api/event-series", seriesPayload({ every: "weekly", count: 2 }))).statusCode,
    ).toBe(401);
    expect(
      (await call("Standard", "POST", "/api/event-series", seriesPayload({ every: "weekly", count: 2 }))).statusCode,
    ).toBe(403);
    expect(await count(server, "events")).toBe(before);
  });
});

describe(`reading a series (${testDialect})`, () => {
  it("shows each member the dates she may see: all of an open one; of an invite-only one, those she is invited to", async () => {
    const open = await createSeries({ every: "weekly", count: 2 });
    for (const who of ["Standard", "Travel Host", "other", "admin"] as const)
      expect(datesOf((await call(who, "GET", `/api/event-series/${open.id}`)).json())).toHaveLength(2);
    const hidden = await createSeries({ every: "weekly", count: 3 }, { exclusivity: "invite-only" });
    const invitee = actors["Travel Host"].member!;
    const invited = await call("Founding", "POST", "/api/events/invite", {
      eventId: hidden.events[1]!.id,
      userIds: [invitee.userId],
    });
    expect(invited.statusCode).toBe(200);
    expect(datesOf((await call("Travel Host", "GET", `/api/event-series/${hidden.id}`)).json())).toEqual([
      "2031-01-21",
    ]);
    expect((await call("Standard", "GET", `/api/event-series/${hidden.id}`)).statusCode).toBe(404);
    expect((await call("other", "GET", `/api/event-series/${hidden.id}`)).statusCode).toBe(404);
    expect(datesOf((await call("admin", "GET", `/api/event-series/${hidden.id}`)).json())).toHaveLength(3);
    expect(datesOf((await call("Founding", "GET", `/api/event-series/${hidden.id}`)).json())).toHaveLength(3);
    expect((await call("anonymous", "GET", `/api/event-series/${hidden.id}`)).statusCode).toBe(401);
    expect((await call("Standard", "GET", "/api/event-series/no-such-series")).statusCode).toBe(404);
  });
});

describe(`changing a series (${testDialect})`, () => {
  it("changes only the event with scope this", async () => {
    const series = await createSeries({ every: "weekly", count: 3 });
    const answer = await call("Founding", "PUT", `/api/events/${series.events[1]!.id}`, {
      title: "Only this one",
      scope: "this",
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = (await call("Founding", "GET", `/api/event-series/${series.id}`)).json() as EventSeries;
    expect(after.events.map((e) => e.title)).toEqual(["Tuesday salon", "Only this one", "Tuesday salon"]);
  });

  it("changes the chosen date and the later ones with scope following, dates moved by the same days, and emails each one's participants", async () => {
    const series = await createSeries({ every: "weekly", count: 4 });
    const [first, second, third] = series.events;
    await call("Standard", "POST", `/api/events/${first!.id}/join`);
    await call("Standard", "POST", `/api/events/${third!.id}/join`);
    const answer = await call("Founding", "PUT", `/api/events/${second!.slug}`, {
      title: "Wednesday salon",
      date: "2031-01-22",
      start_time: "18:00",
      end_time: "21:00",
      location: "2 Cellar Road",
      scope: "following",
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().id).toBe(second!.id);
    const after = (await call("Founding", "GET", `/api/event-series/${series.id}`)).json() as EventSeries;
    expect(after.events.map((e) => [e.title, e.event_date, e.start_time, e.location])).toEqual([
      ["Tuesday salon", "2031-01-14", "15:00", "1 Vineyard Lane"],
      ["Wednesday salon", "2031-01-22", "18:00", "2 Cellar Road"],
      ["Wednesday salon", "2031-01-29", "18:00", "2 Cellar Road"],
      ["Wednesday salon", "2031-02-05", "18:00", "2 Cellar Road"],
    ]);
    const emails = (await queuedEmails(server, actors.Standard.member!.email)).filter(
      (e) => e.kind === "event-changed",
    );
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text_body).toContain("Date (now): Wednesday, January 29, 2031");

    const ics = (await call("Standard", "GET", `/api/events/${third!.id}/ics`)).body;
    expect(ics).toContain(`UID:${third!.id}@club.example`);
    expect(ics).toContain("SEQUENCE:1");
    expect(ics).not.toContain("RRULE");
  });

  it("checks every date before writing any: a change one of them cannot take answers 400 and changes none", async () => {
    const series = await createSeries({ every: "weekly", count: 3 });
    const answer = await call("Founding", "PUT", `/api/events/${series.events[0]!.id}`, {
      rsvp_deadline: "2031-01-14T16:00",
      scope: "following",
    });
    expect(answer.statusCode).toBe(400);
    expect(bodyFields(answer)).toContain("body.rsvp_deadline");
    const after = (await call("Founding", "GET", `/api/event-series/${series.id}`)).json() as EventSeries;
    expect(after.events.every((e) => e.rsvp_deadline === null)).toBe(true);
    const badScope = await call("Founding", "PUT", `/api/events/${series.events[0]!.id}`, { scope: "all" });
    expect(badScope.statusCode).toBe(400);
    expect(bodyFields(badScope)).toContain("body.scope");
  });

  it("lets only its creator and admins change following dates; others 403, the hidden 404, anonymous 401", async () => {
    const open = await createSeries({ every: "weekly", count: 2 });
    const hidden = await createSeries({ every: "weekly", count: 2 }, { exclusivity: "invite-only" });
    const change = { title: "Renamed", scope: "following" };
    expect((await call("other", "PUT", `/api/events/${open.events[0]!.id}`, change)).statusCode).toBe(403);
    expect((await call("Standard", "PUT", `/api/events/${open.events[0]!.id}`, change)).statusCode).toBe(403);
    expect((await call("Standard", "PUT", `/api/events/${hidden.events[0]!.id}`, change)).statusCode).toBe(404);
    expect((await call("anonymous", "PUT", `/api/events/${open.events[0]!.id}`, change)).statusCode).toBe(401);
    const unchanged = (await call("admin", "GET", `/api/event-series/${open.id}`)).json() as EventSeries;
    expect(unchanged.events.map((e) => e.title)).toEqual(["Tuesday salon", "Tuesday salon"]);
    expect((await call("admin", "PUT", `/api/events/${hidden.events[0]!.id}`, change)).statusCode).toBe(200);
    const changed = (await call("admin", "GET", `/api/event-series/${hidden.id}`)).json() as EventSeries;
    expect(changed.events.map((e) => e.title)).toEqual(["Renamed", "Renamed"]);
  });
});

describe(`cancelling and deleting following dates (${testDialect})`, () => {
  it("cancels the chosen date and the later ones, each answering STATUS:CANCELLED in its own file", async () => {
    const series = await createSeries({ every: "weekly", count: 3 });
    const answer = await call("Founding", "POST", `/api/events/${series.events[1]!.id}/cancel`, {
      reason: "The hall closes.",
      scope: "following",
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = (await call("Founding", "GET", `/api/event-series/${series.id}`)).json() as EventSeries;
    expect(after.events.map((e) => e.cancelled_at !== null)).toEqual([false, true, true]);
    const ics = (await call("Standard", "GET", `/api/events/${series.events[2]!.id}/ics`)).body;
    expect(ics).toContain("STATUS:CANCELLED");
    const again = await call("Founding", "POST", `/api/events/${series.events[1]!.id}/cancel`, { scope: "following" });
    expect(again.statusCode).toBe(409);
    expect(
      (await call("other", "POST", `/api/events/${series.events[0]!.id}/cancel`, { scope: "following" })).statusCode,
    ).toBe(403);
  });

  it("deletes the chosen date and the later ones, not the earlier", async () => {
    const series = await createSeries({ every: "weekly", count: 4 });
    expect((await call("other", "DELETE", `/api/events/${series.events[1]!.id}?scope=following`)).statusCode).toBe(403);
    expect((await call("Founding", "DELETE", `/api/events/${series.events[1]!.id}?scope=nope`)).statusCode).toBe(400);
    const answer = await call("Founding", "DELETE", `/api/events/${series.events[1]!.id}?scope=following`);
    expect(answer.json()).toEqual({ ok: true, message: "3 events deleted." });
    const after = (await call("Founding", "GET", `/api/event-series/${series.id}`)).json() as EventSeries;
    expect(datesOf(after)).toEqual(["2031-01-14"]);
    const one = await call("admin", "DELETE", `/api/events/${series.events[0]!.id}?scope=this`);
    expect(one.json()).toEqual({ ok: true, message: "Event deleted." });
    expect((await call("Founding", "GET", `/api/event-series/${series.id}`)).statusCode).toBe(404);
  });
});

describe(`the personal feed (${testDialect})`, () => {
  it("carries each joined date of a series as its own event with its own UID", async () => {
    const series = await createSeries({ every: "weekly", count: 3 }, { title: "Feed salon" });
    for (const event of series.events.slice(0, 2)) await call("Travel Host", "POST", `/api/events/${event.id}/join`);
    const url = (await call("Travel Host", "POST", "/api/me/calendar-feed")).json().url as string;
    const feed = (await server.app.inject({ method: "GET", url: new URL(url).pathname })).body;
    const uids = [...feed.matchAll(/UID:(\S+)/g)].map((m) => m[1]);
    expect(uids).toEqual(expect.arrayContaining(series.events.slice(0, 2).map((event) => `${event.id}@club.example`)));
    expect(uids).not.toContain(`${series.events[2]!.id}@club.example`);
    expect(feed).not.toContain("RRULE");
  });
});
