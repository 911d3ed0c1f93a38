import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, login, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { profileUpdate } from "../../../../test/server/kits/profiles-test-kit.ts";
import { plainJpeg, upload } from "../../../../test/server/kits/gallery-test-kit.ts";
import type { MembersHome } from "../../../shared/profiles.ts";
import { startOfMonth } from "./service.ts";

let server: TestServer;
type Who = { cookie: string; userId: number; email: string; name: string };
let hana: Who, iris: Who, jade: Who, admin: Who;
let garden: { id: string; title: string }, closed: { id: string; title: string };

async function person(name: string, type: "Standard" | "Founding" = "Standard", isAdmin = false): Promise<Who> {
  const member = await createMember(server, { name, type, admin: isAdmin });
  return { cookie: await login(server.app, member.email), userId: member.userId, email: member.email, name };
}
const call = (who: Who | undefined, method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
  server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: who ? { cookie: who.cookie } : {} });
const home = async (who: Who): Promise<MembersHome> => {
  const answer = await call(who, "GET", "/api/me/home");
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
const titles = (events: { title: string }[]) => events.map((event) => event.title);
const forgetVisits = (who: Who) =>
  server.database.db
    .updateTable("member_profiles")
    .set({ home_seen_at: null, home_previous_seen_at: null })
    .where("user_id", "=", who.userId)
    .execute();

beforeAll(async () => {
  server = await startTestServer();
  hana = await person("Hana Host", "Founding");
  iris = await person("Iris Invited");
  jade = await person("Jade Elsewhere");
  admin = await person("Dana Admin", "Founding", true);
  garden = (await call(hana, "POST", "/api/events", eventPayload({ title: "Garden salon" }))).json();
  closed = (
    await call(hana, "POST", "/api/events", eventPayload({ title: "Closed dinner", exclusivity: "invite-only" }))
  ).json();
  expect(
    (await call(hana, "POST", "/api/events/invite", { eventId: closed.id, userIds: [iris.userId] })).statusCode,
  ).toBe(200);
});
afterAll(async () => {
  await server.close();
});

describe("GET /api/me/home", () => {
  it("answers 401 without a session", async () => {
    expect((await call(undefined, "GET", "/api/me/home")).statusCode).toBe(401);
  });

  it("lists the invitation waiting for her, with who invited her, and not the same event again as new", async () => {
    const mine = await home(iris);
    expect(mine.invitations).toEqual([
      expect.objectContaining({ id: closed.id, title: "Closed dinner", invited_by: "Hana Host", start_time: "15:00" }),
    ]);
    expect(titles(mine.new_events)).toEqual(["Garden salon"]);
    expect(mine.next_events).toEqual([]);
  });

  it("never shows an uninvited member the invite-only event, anywhere", async () => {
    await forgetVisits(jade);
    const theirs = await home(jade);
    expect(theirs.invitations).toEqual([]);
    expect(titles(theirs.new_events)).toEqual(["Garden salon"]);
    expect(JSON.stringify(theirs)).not.toContain("Closed dinner");
  });

  it("accepting in place (join) moves the invitation to her next events, with date, time and place", async () => {
    expect((await call(iris, "POST", `/api/events/${closed.id}/join`)).statusCode).toBe(200);
    const mine = await home(iris);
    expect(mine.invitations).toEqual([]);
    expect(mine.next_events).toEqual([
      expect.objectContaining({
        title: "Closed dinner",
        event_date: "2031-06-14",
        start_time: "15:00",
        end_time: "19:30",
        timezone: "America/Los_Angeles",
        place: expect.stringContaining("1 Vineyard Lane, Napa"),
      }),
    ]);
  });

  it("declining in place ends the invitation: gone from her home, and she can no longer join by it", async () => {
    const supper = (
      await call(hana, "POST", "/api/events", eventPayload({ title: "Quiet supper", exclusivity: "invite-only" }))
    ).json();
    await call(hana, "POST", "/api/events/invite", { eventId: supper.id, userIds: [jade.userId] });
    expect(titles((await home(jade)).invitations)).toEqual(["Quiet supper"]);
    expect((await call(jade, "POST", `/api/events/${supper.id}/decline`)).statusCode).toBe(200);
    expect((await home(jade)).invitations).toEqual([]);
    expect((await call(jade, "POST", `/api/events/${supper.id}/join`)).statusCode).toBe(403);
    expect((await call(iris, "POST", `/api/events/${supper.id}/decline`)).statusCode).toBe(404);
  });

  it("counts as new only what came since her last visit (a visit is over after half an hour)", async () => {
    const now = Date.now();
    await server.database.db
      .updateTable("member_profiles")
      .set({ home_seen_at: now - 60 * 60 * 1000, home_previous_seen_at: null })
      .where("user_id", "=", jade.userId)
      .execute();
    await server.database.db
      .updateTable("events")
      .set({ created_at: now - 2 * 60 * 60 * 1000 })
      .where("id", "=", garden.id)
      .execute();
    await call(hana, "POST", "/api/events", eventPayload({ title: "Morning walk" }));
    const first = await home(jade);
    expect(first.last_visit).toBe(new Date(now - 60 * 60 * 1000).toISOString());
    expect(titles(first.new_events)).toEqual(["Morning walk"]);
    // Opened again at once: the same visit, so the same things are still new.
    expect(titles((await home(jade)).new_events)).toEqual(["Morning walk"]);
  });

  it("shows new photos she may see, never her own nor those of an event hidden from her", async () => {
    await upload(server, hana.cookie, { data: await plainJpeg(30, 30), name: "a.jpg" }, { title: "Club terrace" });
    await upload(
      server,
      hana.cookie,
      { data: await plainJpeg(30, 30), name: "b.jpg" },
      { title: "Dinner table", event_id: closed.id },
    );
    await forgetVisits(jade);
    await forgetVisits(iris);
    await forgetVisits(hana);
    expect((await home(jade)).new_photos.map((p) => p.title)).toEqual(["Club terrace"]);
    expect((await home(iris)).new_photos.map((p) => p.title).sort()).toEqual(["Club terrace", "Dinner table"]);
    expect((await home(hana)).new_photos).toEqual([]);
  });

  it("shows comments that mention her or answer on her events, and none on what she may not see", async () => {
    await call(jade, "POST", "/api/comments", { commentableId: garden.id, content: "Lovely idea." });
    await call(jade, "POST", "/api/comments", {
      commentableId: garden.id,
      content: "@Iris Invited will you come?",
      mentions: [iris.userId],
    });
    // A mention of Jade on the closed dinner, which she may not see: written straight to the tables.
    const hidden = await server.database.db
      .insertInto("comments")
      .values({ commentable_id: closed.id, author_id: iris.userId, content: "Jade?", created_at: Date.now() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await server.database.db
      .insertInto("comment_mentions")
      .values({ comment_id: hidden.id, user_id: jade.userId })
      .execute();

    const hosts = (await home(hana)).comments;
    expect(hosts.map((c) => [c.author_name, c.reason, c.target.title])).toEqual([
      ["Iris Invited", "reply", "Closed dinner"],
      ["Jade Elsewhere", "reply", "Garden salon"],
      ["Jade Elsewhere", "reply", "Garden salon"],
    ]);
    expect(hosts[1]!.target.path).toBe(`/events/${garden.id}?tab=notes#comment-${hosts[1]!.id}`);
    expect((await home(iris)).comments.map((c) => c.reason)).toEqual(["mention"]);
    expect((await home(jade)).comments).toEqual([]);
  });

  it("shows a comment on her photo, linked to the photo, and not to the one who wrote it", async () => {
    const photo = (
      await upload(server, iris.cookie, { data: await plainJpeg(30, 30), name: "s.jpg" }, { title: "Studio wall" })
    ).json();
    const posted = await call(jade, "POST", "/api/comments", { commentableId: photo.id, content: "What light." });
    expect(posted.statusCode, posted.body).toBe(201);
    const [comment] = (await home(iris)).comments;
    expect(comment).toMatchObject({
      author_name: "Jade Elsewhere",
      reason: "reply",
      content: "What light.",
      target: { kind: "image", id: photo.id, title: "Studio wall" },
    });
    expect(comment!.target.path).toBe(`/gallery?image=${encodeURIComponent(photo.id)}#comment-${comment!.id}`);
    expect((await home(jade)).comments).toEqual([]);
  });

  it("shows who joined this month, never a deactivated member, and asks for a profile while hers is bare", async () => {
    const gone = await person("Gwen Gone");
    await call(admin, "PUT", `/api/users/${gone.userId}/active`, { active: false });
    const mine = await home(iris);
    const names = mine.new_members.map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(["Hana Host", "Jade Elsewhere"]));
    expect(names).not.toContain("Gwen Gone");
    expect(names).not.toContain("Iris Invited");
    expect(mine.complete_profile).toBe(true);
    await call(iris, "PUT", "/api/me/profile", profileUpdate({ headline: "Director" }));
    expect((await home(iris)).complete_profile).toBe(false);
  });

  it("starts the month at midnight on the first in the club's time zone", () => {
    const now = Date.parse("2026-03-10T12:00:00Z");
    expect(new Date(startOfMonth(now, "UTC")).toISOString()).toBe("2026-03-01T00:00:00.000Z");
    // March 1 is before the clocks change on March 8: New York is then five hours behind, not four.
    expect(new Date(startOfMonth(now, "America/New_York")).toISOString()).toBe("2026-03-01T05:00:00.000Z");
    expect(new Date(startOfMonth(Date.parse("2026-03-01T03:00:00Z"), "America/New_York")).toISOString()).toBe(
      "2026-02-01T05:00:00.000Z",
    );
    expect(new Date(startOfMonth(Date.parse("2026-11-25T08:00:00Z"), "Europe/Paris")).toISOString()).toBe(
      "2026-10-31T23:00:00.000Z",
    );
  });
});
