import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, login, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { profileUpdate } from "../../../../test/server/kits/profiles-test-kit.ts";
import { plainJpeg, storedImageRow, upload } from "../../../../test/server/kits/gallery-test-kit.ts";
import type { MembersHome } from "../../../shared/profiles.ts";
import { homeService } from "./service.ts";

/*
 * The members' home is kept per version (read-model.ts for what a member type shares, her-part.ts for what is hers):
 * each answer below is asked while the copies made for the answers before it are still kept.
 */
let server: TestServer;
type Who = { cookie: string; userId: number; name: string };
let host: Who, ada: Who, bea: Who, cleo: Who, founder: Who, admin: Who;

async function person(name: string, type: "Standard" | "Founding" = "Standard", isAdmin = false): Promise<Who> {
  const member = await createMember(server, { name, type, admin: isAdmin });
  return { cookie: await login(server.app, member.email), userId: member.userId, name };
}
const call = (who: Who, method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
  server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie: who.cookie } });
const home = async (who: Who): Promise<MembersHome> => {
  const answer = await call(who, "GET", "/api/me/home");
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
const titles = (events: { title: string }[]) => events.map((event) => event.title);
const newEvent = async (by: Who, title: string, extra: object = {}): Promise<{ id: string }> => {
  const answer = await call(by, "POST", "/api/events", eventPayload({ title, ...extra }));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
};

beforeAll(async () => {
  server = await startTestServer();
  host = await person("Hal Host", "Founding");
  ada = await person("Ada Standard");
  bea = await person("Bea Standard");
  cleo = await person("Cleo Standard");
  founder = await person("Fay Founding", "Founding");
  admin = await person("Dan Admin", "Founding", true);
  // A first visit writes her profile's row, which moves the members version on: later answers then write nothing.
  for (const who of [host, ada, bea, cleo, founder, admin]) await home(who);
});
afterAll(async () => {
  await server.close();
});

describe("the members' home, kept per version", () => {
  it("answers two members of one type their own next events and invitations, and the same new events", async () => {
    const picnic = await newEvent(host, "Picnic");
    const soiree = await newEvent(host, "Soirée", { exclusivity: "invite-only" });
    await call(host, "POST", "/api/events/invite", { eventId: soiree.id, userIds: [bea.userId] });
    expect((await call(ada, "POST", `/api/events/${picnic.id}/join`)).statusCode).toBe(200);

    for (let round = 0; round < 2; round += 1) {
      const adas = await home(ada);
      const beas = await home(bea);
      expect(titles(adas.next_events)).toEqual(["Picnic"]);
      expect(adas.invitations).toEqual([]);
      expect(titles(adas.new_events)).not.toContain("Picnic");
      expect(beas.next_events).toEqual([]);
      expect(titles(beas.invitations)).toEqual(["Soirée"]);
      expect(titles(beas.new_events)).toContain("Picnic");
      expect(JSON.stringify(beas.new_events)).not.toContain("Soirée");
    }
  });

  it("never shows from the copy an invite-only event to one not invited, after the invitee or an admin was answered", async () => {
    const dinner = await newEvent(host, "Private dinner", { exclusivity: "invite-only" });
    await call(host, "POST", "/api/events/invite", { eventId: dinner.id, userIds: [ada.userId] });
    expect(titles((await home(ada)).invitations)).toContain("Private dinner");
    expect(titles((await home(admin)).new_events)).toContain("Private dinner");
    for (const other of [bea, cleo, founder]) expect(JSON.stringify(await home(other))).not.toContain("Private dinner");
  });

  it("shows a photo of an invite-only event to its participant only, whoever was answered first", async () => {
    const retreat = await newEvent(host, "Retreat", { exclusivity: "invite-only" });
    await call(host, "POST", "/api/events/invite", { eventId: retreat.id, userIds: [bea.userId] });
    expect((await call(bea, "POST", `/api/events/${retreat.id}/join`)).statusCode).toBe(200);
    const photo = { data: await plainJpeg(30, 30), name: "r.jpg" };
    await upload(server, host.cookie, photo, { title: "Retreat view", event_id: retreat.id });
    expect((await home(bea)).new_photos.map((p) => p.title)).toContain("Retreat view");
    expect((await home(cleo)).new_photos.map((p) => p.title)).not.toContain("Retreat view");
    expect((await home(founder)).new_photos.map((p) => p.title)).not.toContain("Retreat view");
    expect((await home(admin)).new_photos.map((p) => p.title)).toContain("Retreat view");
  });

  it("shows each write on the next answer: a new event, a new photo, an invitation, a mention, a join", async () => {
    await home(cleo);
    const walk = await newEvent(host, "Harbour walk");
    expect(titles((await home(cleo)).new_events)).toContain("Harbour walk");

    await upload(server, host.cookie, { data: await plainJpeg(30, 30), name: "h.jpg" }, { title: "Harbour light" });
    expect((await home(cleo)).new_photos.map((p) => p.title)).toContain("Harbour light");

    const tasting = await newEvent(host, "Tasting", { exclusivity: "invite-only" });
    expect(titles((await home(cleo)).invitations)).toEqual([]);
    await call(host, "POST", "/api/events/invite", { eventId: tasting.id, userIds: [cleo.userId] });
    expect(titles((await home(cleo)).invitations)).toEqual(["Tasting"]);

    expect((await home(cleo)).comments).toEqual([]);
    await call(bea, "POST", "/api/comments", {
      commentableId: walk.id,
      content: "@Cleo Standard coming?",
      mentions: [cleo.userId],
    });
    expect((await home(cleo)).comments.map((c) => [c.author_name, c.reason])).toEqual([["Bea Standard", "mention"]]);

    expect((await call(cleo, "POST", `/api/events/${walk.id}/join`)).statusCode).toBe(200);
    const after = await home(cleo);
    expect(titles(after.next_events)).toContain("Harbour walk");
    expect(titles(after.new_events)).not.toContain("Harbour walk");
  });

  it("shows who joined this month, and not once she is deactivated or her profile changes unseen", async () => {
    const gwen = await person("Gwen Newcomer");
    expect((await home(ada)).new_members.map((m) => m.name)).toContain("Gwen Newcomer");
    await call(gwen, "PUT", "/api/me/profile", profileUpdate({ headline: "Cellist" }));
    expect((await home(ada)).new_members.find((m) => m.name === "Gwen Newcomer")?.headline).toBe("Cellist");
    expect((await call(admin, "PUT", `/api/users/${gwen.userId}/active`, { active: false })).statusCode).toBe(200);
    expect((await home(ada)).new_members.map((m) => m.name)).not.toContain("Gwen Newcomer");
  });

  it("reads directly the new events of a member for whom the kept newest are all her own", async () => {
    const older = await newEvent(host, "Older by Hal");
    await server.database.db
      .updateTable("events")
      .set({ created_at: Date.now() - 60_000 })
      .where("id", "=", older.id)
      .execute();
    for (let i = 0; i < 41; i += 1) await newEvent(founder, `Founder's evening ${i}`);
    expect(titles((await home(founder)).new_events)).toContain("Older by Hal");
    const cleos = titles((await home(cleo)).new_events);
    expect(cleos).toHaveLength(6);
    expect(cleos.every((title) => title.startsWith("Founder's evening"))).toBe(true);
  });

  it("reads directly the new photos of a member for whom the kept newest are all her own", async () => {
    const now = Date.now();
    await server.database.db
      .insertInto("images")
      .values({ ...storedImageRow(1, ada.userId, "0190d4a1-0000-7000-8001-"), title: "Ada's", created_at: now - 1 })
      .execute();
    for (let i = 2; i < 52; i += 1)
      await server.database.db
        .insertInto("images")
        .values({ ...storedImageRow(i, bea.userId, "0190d4a1-0000-7000-8001-"), created_at: now + i })
        .execute();
    expect((await home(bea)).new_photos.map((p) => p.title)).toContain("Ada's");
  });

  it("drops an event from her next ones once it has ended, though nothing was written", async () => {
    const service = homeService(server.database.db, "UTC");
    const brunch = await newEvent(host, "Brunch", { event_date: "2031-07-01", start_time: "10:00", end_time: "11:00" });
    expect((await call(cleo, "POST", `/api/events/${brunch.id}/join`)).statusCode).toBe(200);
    const { ends_at } = await server.database.db
      .selectFrom("events")
      .select("ends_at")
      .where("id", "=", brunch.id)
      .executeTakeFirstOrThrow();
    const her = { user_id: cleo.userId, type: "Standard" as const, admin: false, name: cleo.name };
    expect(titles((await service(her, Number(ends_at) - 1000)).next_events)).toContain("Brunch");
    expect(titles((await service(her, Number(ends_at) + 1000)).next_events)).not.toContain("Brunch");
  });
});
