import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  actAs,
  createMember,
  startTestServer,
  type Role,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { deliverAll } from "../../../../test/server/kits/mailings-test-kit.ts";

let server: TestServer;
const cookies = {} as Record<Role, string | undefined>;
const ROLES: Role[] = ["anonymous", "Standard", "Travel Host", "Founding", "admin"];
const DAY = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ROLES) cookies[role] = (await actAs(server, role)).cookie;
});
afterAll(async () => {
  await server?.close();
});

const call = (role: Role, method: "GET" | "POST", url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: cookies[role] ? { cookie: cookies[role] } : {},
  });

const overview = async () => {
  const response = await call("admin", "GET", "/api/admin/overview");
  expect(response.statusCode).toBe(200);
  return response.json();
};

const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

async function createEvent(title: string, days: number) {
  const response = await call(
    "admin",
    "POST",
    "/api/events",
    eventPayload({ title, event_date: dateIn(days), timezone: "Etc/UTC", start_time: "12:00" }),
  );
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

async function insertApplication(accepted: number | null) {
  await server.database.db
    .insertInto("applications")
    .values({
      full_name: "Applicant",
      email: `a${Math.random()}@apply.test`,
      membership_type: "Standard",
      interests: "[]",
      reason: "Why not",
      accepted,
      created_at: Date.now(),
    })
    .execute();
}

describe("GET /api/admin/overview", () => {
  it.each([
    ["anonymous", 401],
    ["Standard", 403],
    ["Travel Host", 403],
    ["Founding", 403],
  ] as const)("is closed to %s callers (%i)", async (role, status) => {
    const response = await call(role, "GET", "/api/admin/overview");
    expect(response.statusCode).toBe(status);
    expect(response.json()).not.toHaveProperty("members");
  });

  it("answers an empty club with zeros", async () => {
    expect(await overview()).toEqual({
      pendingApplications: 0,
      members: { byType: { Founding: 2, Standard: 1, "Travel Host": 1 }, admins: 1, deactivated: 0 },
      upcomingEvents: { count: 0, next: [] },
      mailingsInProgress: [],
      failedMail: { count: 0, recent: [] },
    });
  });

  it("counts pending applications only", async () => {
    await insertApplication(null);
    await insertApplication(null);
    await insertApplication(1);
    await insertApplication(0);
    expect((await overview()).pendingApplications).toBe(2);
  });

  it("counts active members by type and admins, and the deactivated apart", async () => {
    await createMember(server, { type: "Standard" });
    await createMember(server, { type: "Travel Host", admin: true });
    const gone = await createMember(server, { type: "Standard" });
    await server.database.db.updateTable("users").set({ active: 0 }).where("user_id", "=", gone.userId).execute();
    expect((await overview()).members).toEqual({
      byType: { Founding: 2, Standard: 2, "Travel Host": 2 },
      admins: 2,
      deactivated: 1,
    });
  });

  it("counts events in the next 30 days and names the next few, soonest first", async () => {
    const past = await createEvent("Already happened", 5);
    await server.database.db
      .updateTable("events")
      .set({ starts_at: Date.now() - DAY, ends_at: Date.now() - DAY / 2 })
      .where("id", "=", past)
      .execute();
    const soon = await createEvent("Tea in the garden", 3);
    const sooner = await createEvent("Book club", 1);
    const later = await createEvent("Autumn gala", 60);
    const body = await overview();
    expect(body.upcomingEvents.count).toBe(2);
    expect(body.upcomingEvents.next.map((e: { id: string }) => e.id)).toEqual([sooner, soon, later]);
    expect(body.upcomingEvents.next[0]).toEqual({
      id: sooner,
      title: "Book club",
      date: dateIn(1),
      start_time: "12:00",
    });
  });

  it("lists mailings with copies still to send, and drops them once delivered", async () => {
    const sent = await call("admin", "POST", "/api/admin/send-email", {
      subject: "Spring gathering",
      body: "<p>Join us.</p>",
      recipientGroup: "all",
    });
    expect(sent.statusCode).toBe(200);
    const { mailingId, recipients } = sent.json();
    const [mailing] = (await overview()).mailingsInProgress;
    expect(mailing).toEqual({
      id: mailingId,
      subject: "Spring gathering",
      created_at: expect.any(String),
      sent: 0,
      dropped: 0,
      pending: recipients,
      failed: 0,
    });
    expect(recipients).toBe(6);

    await deliverAll(server);
    expect((await overview()).mailingsInProgress).toEqual([]);
  });
});
