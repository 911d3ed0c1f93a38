import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app.ts";
import { openDatabase, type Database } from "../../kernel/database/database.ts";
import {
  actAs,
  createMember,
  login,
  startTestServer,
  type Role,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { smtpWorkerClub, testMailWorker } from "../../../../test/server/kits/outbox-test-kit.ts";

let server: TestServer;
const cookies = {} as Record<Role, string | undefined>;
const ROLES: Role[] = ["anonymous", "Standard", "Founding", "admin"];
const URL = "/api/admin/club-settings";
const DEFAULTS = {
  name: "Salon",
  contact_email: null,
  time_zone: "America/New_York",
  locale: "en-US",
  currency: "USD",
  country: "US",
  // The test harness's values (decision 0051): every mailing goes at once with no second admin.
  mailing_approval_threshold: 1_000_000,
  mailing_cancel_window_minutes: 0,
  votes_needed: 1,
  // Decision 0060's defaults: how long the club keeps each kind of data.
  retention_sessions_days: 90,
  retention_mail_log_days: 90,
  retention_declined_applications_days: 180,
  retention_audit_days: 730,
  // Decision 0057: no tier invites until admins choose; three open invitations each once they do.
  invite_tiers: [],
  invitations_per_member: 3,
};

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ROLES) cookies[role] = (await actAs(server, role)).cookie;
});
afterAll(async () => {
  await server.close();
});

const call = (role: Role, method: "GET" | "PUT", url: string, payload?: object, app = server.app) =>
  app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: cookies[role] ? { cookie: cookies[role] } : {},
  });

const storedRows = () =>
  server.database.db.selectFrom("club_settings").select(["name", "value"]).where("name", "like", "club.%").execute();
const auditCount = async () =>
  (await server.database.db.selectFrom("audit_log").select("id").where("action", "=", "club-settings.change").execute())
    .length;

describe("club settings (GET/PUT /api/admin/club-settings)", () => {
  it.each([
    ["anonymous", 401],
    ["Standard", 403],
    ["Founding", 403],
  ] as const)("are closed to %s callers (%i) and change nothing", async (role, status) => {
    expect((await call(role, "GET", URL)).statusCode).toBe(status);
    expect((await call(role, "PUT", URL, { name: "Stolen" })).statusCode).toBe(status);
    expect((await call(role, "GET", "/api/admin/setup-checklist")).statusCode).toBe(status);
    expect(await storedRows()).toEqual([]);
  });

  it("answer the environment's defaults until an admin saves one", async () => {
    const answer = await call("admin", "GET", URL);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ...DEFAULTS, saved: { name: false, contact_email: false, regional: false } });
  });

  it.each([
    [{ time_zone: "Mars/Olympus" }, "time_zone"],
    [{ locale: "not a locale!" }, "locale"],
    [{ currency: "XYZ" }, "currency"],
    [{ country: "USA" }, "country"],
    [{ contact_email: "nobody" }, "contact_email"],
    [{ name: "  " }, "name"],
    [{ name: "Fine", colour: "red" }, "colour"],
    [{}, ""],
  ])("refuse %o with a clear 400, changing nothing (not even the valid fields beside it)", async (body, field) => {
    const before = await auditCount();
    const answer = await call("admin", "PUT", URL, body);
    expect(answer.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
    if (field) expect(answer.body).toContain(field);
    expect(await storedRows()).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it("change only the fields a PUT carries, audited with the fields changed, and /api/config reads them", async () => {
    const saved = await call("admin", "PUT", URL, { name: "The Linden Club", locale: "en-GB", currency: "gbp" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      ...DEFAULTS,
      name: "The Linden Club",
      locale: "en-GB",
      currency: "GBP",
      saved: { name: true, contact_email: false, regional: true },
    });

    const second = await call("admin", "PUT", URL, { contact_email: "hello@linden.test", country: "gb" });
    expect(second.json()).toMatchObject({
      name: "The Linden Club",
      contact_email: "hello@linden.test",
      country: "GB",
      time_zone: DEFAULTS.time_zone,
    });

    const audit = (await call("admin", "GET", "/api/admin/audit-log")).json();
    expect(
      audit.slice(0, 2).map((entry: { action: string; details: unknown }) => [entry.action, entry.details]),
    ).toEqual([
      ["club-settings.change", { fields: ["contact_email", "country"] }],
      ["club-settings.change", { fields: ["name", "locale", "currency"] }],
    ]);

    const config = (await call("anonymous", "GET", "/api/config")).json();
    expect(config).toMatchObject({
      clubName: "The Linden Club",
      clubLocale: "en-GB",
      clubCurrency: "GBP",
      clubCountry: "GB",
      clubContactEmail: "hello@linden.test",
      clubTimezone: DEFAULTS.time_zone,
    });

    // An empty contact address clears it.
    expect((await call("admin", "PUT", URL, { contact_email: "" })).json().contact_email).toBeNull();
    expect((await call("anonymous", "GET", "/api/config")).json().clubContactEmail).toBeNull();
  });

  it("a change saved through another instance on the same database is read here at once", async () => {
    // Warm this instance's copy first.
    await call("anonymous", "GET", "/api/config");
    const otherDatabase: Database = openDatabase(server.config.database);
    const other: FastifyInstance = await buildApp({
      config: server.config,
      database: otherDatabase,
      webDistDir: path.join(server.config.dataDir, "no-web-build"),
    });
    try {
      expect((await call("anonymous", "GET", "/api/config", undefined, other)).json().clubName).toBe("The Linden Club");
      expect(
        (await call("admin", "PUT", URL, { name: "Linden House", time_zone: "Europe/London" }, other)).statusCode,
      ).toBe(200);
      const here = (await call("anonymous", "GET", "/api/config")).json();
      expect(here).toMatchObject({ clubName: "Linden House", clubTimezone: "Europe/London" });
    } finally {
      await other.close();
      await otherDatabase.close();
    }
    // An operator's SQL is seen too (the table's triggers move the version on).
    await server.database.db
      .updateTable("club_settings")
      .set({ value: "Linden Hall" })
      .where("name", "=", "club.name")
      .execute();
    expect((await call("anonymous", "GET", "/api/config")).json().clubName).toBe("Linden Hall");
  });
});

describe("emails read the club's settings", () => {
  it("say the club's name as an admin last saved it, read through the transaction that queues them", async () => {
    const fresh = await startTestServer();
    try {
      const admin = await createMember(fresh, { admin: true, type: "Founding", name: "Margaret Linden" });
      const member = await createMember(fresh, { type: "Standard", name: "Ada Byron" });
      const cookie = await login(fresh.app, admin.email);
      const resetSubject = async () => {
        const asked = await fresh.app.inject({
          method: "POST",
          url: "/forgot-password",
          payload: { email: member.email },
        });
        expect(asked.statusCode).toBe(200);
        const row = await fresh.database.db
          .selectFrom("outbox")
          .select(["subject", "text_body", "html_body"])
          .where("kind", "=", "password-reset")
          .where("recipient_email", "=", member.email)
          .orderBy("id", "desc")
          .executeTakeFirstOrThrow();
        return row;
      };
      expect((await resetSubject()).subject).toBe("Reset your Salon password");

      const saved = await fresh.app.inject({
        method: "PUT",
        url: URL,
        payload: { name: "The Linden Club" },
        headers: { cookie },
      });
      expect(saved.statusCode).toBe(200);
      const renamed = await resetSubject();
      expect(renamed.subject).toBe("Reset your The Linden Club password");
      expect(renamed.html_body).toContain("The Linden Club");
      expect(renamed.html_body).not.toMatch(/>Salon</);
    } finally {
      await fresh.close();
    }
  });
});

describe("the first-run checklist (GET /api/admin/setup-checklist)", () => {
  it("ticks each step from facts", async () => {
    const fresh = await startTestServer();
    try {
      const admin = await createMember(fresh, { admin: true, type: "Founding", name: "Admin" });
      const cookie = await login(fresh.app, admin.email);
      const steps = async () =>
        Object.fromEntries(
          (await fresh.app.inject({ method: "GET", url: "/api/admin/setup-checklist", headers: { cookie } }))
            .json()
            .steps.map((step: { key: string; done: boolean }) => [step.key, step.done]),
        );
      expect(await steps()).toEqual({
        "club-name": false,
        "contact-email": false,
        regional: false,
        mail: false,
        "invitation-code": false,
        tiers: false,
        "own-name": false,
      });
      const put = (payload: object) => fresh.app.inject({ method: "PUT", url: URL, payload, headers: { cookie } });
      await put({ name: "Linden", contact_email: "hi@linden.test" });
      await put({ locale: "en-GB" });
      await fresh.app.inject({ method: "POST", url: "/api/admin/invitation-codes", payload: {}, headers: { cookie } });
      await fresh.database.db
        .updateTable("users")
        .set({ name: "Margaret Linden" })
        .where("user_id", "=", admin.userId)
        .execute();
      const tiers = (await fresh.app.inject({ method: "GET", url: "/api/admin/tiers", headers: { cookie } })).json();
      tiers.tiers[0].fee_amount = 35000;
      await fresh.app.inject({ method: "PUT", url: "/api/admin/tiers", payload: tiers, headers: { cookie } });
      expect(await steps()).toEqual({
        "club-name": true,
        "contact-email": true,
        regional: true,
        mail: false,
        "invitation-code": true,
        tiers: true,
        "own-name": true,
      });
    } finally {
      await fresh.close();
    }
  });
});

describe("with REQUIRE_ADMIN_2FA, an admin without her second factor", () => {
  it("may neither read nor change the club's settings, nor send a test email", async () => {
    const strict = await startTestServer({ REQUIRE_ADMIN_2FA: "true" });
    try {
      const admin = await createMember(strict, { admin: true, type: "Founding" });
      const cookie = await login(strict.app, admin.email);
      for (const method of ["GET", "PUT"] as const) {
        const answer = await strict.app.inject({
          method,
          url: URL,
          headers: { cookie },
          ...(method === "PUT" ? { payload: { name: "Held" } } : {}),
        });
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toMatchObject({ code: "second_factor_required" });
      }
      const testEmail = await strict.app.inject({
        method: "POST",
        url: "/api/admin/club-settings/test-email",
        headers: { cookie },
      });
      expect(testEmail.statusCode).toBe(403);
      expect(await strict.database.db.selectFrom("outbox").select("id").execute()).toEqual([]);
      const rows = await strict.database.db
        .selectFrom("club_settings")
        .select("name")
        .where("name", "like", "club.%")
        .execute();
      expect(rows).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});

describe("a test email (POST /api/admin/club-settings/test-email)", () => {
  const TEST_EMAIL = "/api/admin/club-settings/test-email";
  const queued = (db: Database["db"]) =>
    db.selectFrom("outbox").select(["recipient_email", "kind"]).where("kind", "=", "test-email").execute();

  it.each([
    ["anonymous", 401],
    ["Standard", 403],
    ["Founding", 403],
  ] as const)("is closed to %s callers (%i) and queues nothing", async (role, status) => {
    const answer = await server.app.inject({
      method: "POST",
      url: TEST_EMAIL,
      headers: cookies[role] ? { cookie: cookies[role] } : {},
    });
    expect(answer.statusCode).toBe(status);
    expect(await queued(server.database.db)).toEqual([]);
  });

  it("with no mail server goes to the mail drop, and the answer says nobody received it", async () => {
    const fresh = await startTestServer();
    try {
      const admin = await createMember(fresh, { admin: true, type: "Founding", name: "Margaret Linden" });
      const cookie = await login(fresh.app, admin.email);
      const answer = await fresh.app.inject({ method: "POST", url: TEST_EMAIL, headers: { cookie } });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        sent: false,
        message: `No mail server is set up, so the test email to ${admin.email} went to the mail drop and nobody received it. Set SMTP_URL and MAIL_FROM and restart the club (README, ‘Email’).`,
      });
      expect(await queued(fresh.database.db)).toEqual([{ recipient_email: admin.email, kind: "test-email" }]);
      const audit = await fresh.database.db
        .selectFrom("audit_log")
        .select(["actor_user_id", "action"])
        .where("action", "=", "club-settings.test-email")
        .execute();
      expect(audit).toEqual([{ actor_user_id: admin.userId, action: "club-settings.test-email" }]);
    } finally {
      await fresh.close();
    }
  });

  it("reaches the admin's inbox through the real mail server, at most five an hour", async () => {
    const cleanups: Array<() => Promise<void> | void> = [];
    try {
      const { smtp, server: mailing } = await smtpWorkerClub(cleanups).setUp();
      const admin = await createMember(mailing, { admin: true, type: "Founding", name: "Margaret Linden" });
      const cookie = await login(mailing.app, admin.email);
      const send = () => mailing.app.inject({ method: "POST", url: TEST_EMAIL, headers: { cookie } });
      const first = await send();
      expect(first.json()).toEqual({
        sent: true,
        message: `A test email is on its way to ${admin.email}. If it has not arrived in a few minutes, the mail log says why.`,
      });
      expect(await testMailWorker(mailing).drain()).toBe(1);
      const [received] = await smtp.waitForMessages(1);
      expect(received!.envelopeTo).toEqual([admin.email]);
      expect(received!.subject).toBe(`A test email from ${mailing.config.clubName}`);
      expect(received!.text).toContain("Dear Margaret Linden,");
      for (let sent = 1; sent < 5; sent++) expect((await send()).statusCode).toBe(200);
      const sixth = await send();
      expect(sixth.statusCode).toBe(429);
      expect(await queued(mailing.database.db)).toHaveLength(5);
    } finally {
      for (const cleanup of cleanups.reverse()) await cleanup();
    }
  });
});
