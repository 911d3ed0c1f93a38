import { describe, expect, it } from "vitest";
import { linkToken, queuedEmails, testDialect } from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import {
  admin,
  anonymous,
  call,
  creator,
  openEventsClub,
  person,
  server,
  type Person,
} from "../../../../test/server/kits/events-club.ts";

/**
 * A virtual event's link is for those taking part, its creator and admins: absent (not empty) for everyone else, by
 * every way an event is reached, however the events caches were filled before.
 */

openEventsClub();

const virtual = (link: string, overrides: Record<string, unknown> = {}) =>
  eventPayload({
    is_physical: false,
    location: null,
    zip_code: null,
    city: null,
    state: null,
    country: null,
    virtual_link: link,
    ...overrides,
  });

/** Every way one member may read an event, each answering whether the link is there, and its value when it is. */
async function linkByEveryWay(who: Person, event: { id: string; slug: string }, link: string) {
  const fromList = (body: string) => {
    const found = (JSON.parse(body) as { id: string; virtual_link?: unknown }[]).find((e) => e.id === event.id);
    return found === undefined ? "not listed" : "virtual_link" in found ? found.virtual_link : "absent";
  };
  const one = (await call(who, "GET", `/api/events/${event.id}`)).json();
  const feed = await call(who, "POST", "/api/me/calendar-feed");
  const feedBody = (await server.app.inject({ method: "GET", url: new URL(feed.json().url).pathname })).body;
  const home = (await call(who, "GET", "/api/me/home")).body;
  return {
    whole: fromList((await call(who, "GET", "/api/events")).body),
    page: fromList((await call(who, "GET", "/api/events?limit=50")).body),
    filtered: fromList((await call(who, "GET", "/api/events?from=2031-06-01&to=2031-06-30")).body),
    byId: "virtual_link" in one ? one.virtual_link : "absent",
    bySlug: "virtual_link" in (await call(who, "GET", `/api/events/${event.slug}`)).json() ? "present" : "absent",
    ics: (await call(who, "GET", `/api/events/${event.id}/ics`)).body.includes(link) ? "present" : "absent",
    feed: feedBody.includes(link) ? "present" : "absent",
    home: home.includes(link) ? "present" : "absent",
    anywhere: JSON.stringify(one).includes(link) ? "present" : "absent",
  };
}

const PRESENT = (link: string) => ({
  whole: link,
  page: link,
  filtered: link,
  byId: link,
  bySlug: "present",
  ics: "present",
  home: "present",
  anywhere: "present",
});
const ABSENT = {
  whole: "absent",
  page: "absent",
  filtered: "absent",
  byId: "absent",
  bySlug: "absent",
  ics: "absent",
  feed: "absent",
  home: "absent",
  anywhere: "absent",
};

describe(`the virtual link (${testDialect})`, () => {
  it("reaches participants, the creator and admins only, in the lists, by id, in the .ics, the feed and the home", async () => {
    const link = "https://meet.example/open-salon-7781";
    const event = (await call(creator, "POST", "/api/events", virtual(link, { capacity: 1 }))).json();
    const participant = await person();
    const waiting = await person("Travel Host");
    const members = [await person("Standard"), await person("Founding"), await person("Travel Host")];
    // Every cache filled before anyone joins: the stranger's shared answer must not carry the link.
    for (const who of [creator, ...members]) await call(who, "GET", "/api/events");
    expect((await call(participant, "POST", `/api/events/${event.id}/join`)).json().status).toBe("joined");
    expect((await call(waiting, "POST", `/api/events/${event.id}/join`)).json().status).toBe("waitlisted");

    expect(await linkByEveryWay(participant, event, link)).toEqual({ ...PRESENT(link), feed: "present" });
    expect(await linkByEveryWay(creator, event, link)).toMatchObject(PRESENT(link));
    const byAdmin = await linkByEveryWay(admin, event, link);
    expect({ ...byAdmin, home: "present" }).toMatchObject(PRESENT(link));
    for (const who of [waiting, ...members]) expect(await linkByEveryWay(who, event, link)).toEqual(ABSENT);

    // Joining gives it at once; leaving takes it away again (the list's shared bytes never held it).
    const member = members[1]!;
    await call(creator, "PUT", `/api/events/${event.id}`, { capacity: 10 });
    expect((await call(member, "POST", `/api/events/${event.id}/join`)).json().virtual_link).toBe(link);
    expect((await linkByEveryWay(member, event, link)).whole).toBe(link);
    await call(member, "DELETE", `/api/events/${event.id}/leave`);
    expect(await linkByEveryWay(member, event, link)).toEqual(ABSENT);
  });

  it("is absent for an invitee who has not joined: the invitation email, her home, the event; a waitlisted acceptance too", async () => {
    const link = "https://meet.example/private-supper-4410";
    const event = (
      await call(creator, "POST", "/api/events", virtual(link, { exclusivity: "invite-only", capacity: 1 }))
    ).json();
    const [invitee, late] = [await person(), await person()];
    for (const who of [invitee, late]) {
      const invited = await call(creator, "POST", "/api/events/invite", { eventId: event.id, userIds: [who.userId] });
      expect(invited.statusCode).toBe(200);
    }
    const [email] = (await queuedEmails(server, invitee.email)).filter((e) => e.kind === "event-invitation");
    expect(email!.text_body).not.toContain(link);
    expect(email!.html_body).not.toContain(link);
    const home = (await call(invitee, "GET", "/api/me/home")).json();
    expect(home.invitations.map((i: { id: string }) => i.id)).toContain(event.id);
    expect(JSON.stringify(home)).not.toContain(link);
    expect(await linkByEveryWay(invitee, event, link)).toEqual(ABSENT);

    // Accepting takes the one seat: the answer and the event then carry the link for her.
    const accepted = await call(
      invitee,
      "GET",
      `/api/events/invite/${await linkToken(server, invitee.email, "/events/invite/")}`,
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body).not.toContain(link);
    expect((await call(invitee, "GET", `/api/events/${event.id}`)).json().virtual_link).toBe(link);
    // The next one waits: neither the token's answer nor the event give it to her.
    const waited = await call(
      late,
      "GET",
      `/api/events/invite/${await linkToken(server, late.email, "/events/invite/")}`,
    );
    expect(waited.json().status).toBe("waitlisted");
    expect(waited.body).not.toContain(link);
    expect(await linkByEveryWay(late, event, link)).toEqual(ABSENT);
  });

  it("reaches those taking part in the change email, never those waiting", async () => {
    const link = "https://meet.example/moved-9301";
    const event = (await call(creator, "POST", "/api/events", virtual(link, { capacity: 1 }))).json();
    const [participant, waiting] = [await person(), await person()];
    await call(participant, "POST", `/api/events/${event.id}/join`);
    expect((await call(waiting, "POST", `/api/events/${event.id}/join`)).json().status).toBe("waitlisted");
    const moved = "https://meet.example/moved-9302";
    expect((await call(creator, "PUT", `/api/events/${event.id}`, { virtual_link: moved })).statusCode).toBe(200);
    expect((await call(creator, "PUT", `/api/events/${event.id}`, { start_time: "17:30" })).statusCode).toBe(200);
    const changed = async (who: Person) =>
      (await queuedEmails(server, who.email)).filter((e) => e.kind === "event-changed").map((e) => e.text_body);
    const [linkMoved, timeMoved] = await changed(participant);
    expect(linkMoved).toContain(moved);
    // The club writes times as its locale does (en-US by default): 17:30 reads 5:30 PM.
    expect(timeMoved).toContain("5:30 PM");
    // Only the time's change reaches her, and without the link.
    const toWaiting = await changed(waiting);
    expect(toWaiting).toHaveLength(1);
    expect(toWaiting[0]).toContain("5:30 PM");
    expect(toWaiting[0]).not.toContain("meet.example");
  });

  it("is null, not absent, for those who may have it when a virtual event has none; absent for the others", async () => {
    const event = (await call(creator, "POST", "/api/events", virtual(""))).json();
    expect(event.virtual_link).toBeNull();
    const other = await person();
    expect("virtual_link" in (await call(other, "GET", `/api/events/${event.id}`)).json()).toBe(false);
  });

  it("is not asked for by anonymous or deactivated callers: 401", async () => {
    const event = (await call(creator, "POST", "/api/events", virtual("https://meet.example/x-1"))).json();
    const gone = await person();
    await server.database.db.updateTable("users").set({ active: 0 }).where("user_id", "=", gone.userId).execute();
    for (const who of [gone, anonymous]) {
      expect((await call(who, "GET", `/api/events/${event.id}`)).statusCode).toBe(401);
      expect((await call(who, "GET", `/api/events/${event.id}/ics`)).statusCode).toBe(401);
      expect((await call(who, "GET", "/api/events")).statusCode).toBe(401);
    }
  });
});
