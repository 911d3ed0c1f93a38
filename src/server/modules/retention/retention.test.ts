import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { openDatabase } from "../../kernel/database/database.ts";
import {
  actAs,
  createMember,
  startTestServer,
  testDialect,
  type Role,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";

const URL = "/api/admin/club-settings";
const DAY = 24 * 60 * 60_000;
const PERIODS = {
  retention_sessions_days: 30,
  retention_mail_log_days: 60,
  retention_declined_applications_days: 90,
  retention_audit_days: 400,
};

let server: TestServer;
const cookies = {} as Record<Role, string | undefined>;

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ["anonymous", "Standard", "admin"] as const) cookies[role] = (await actAs(server, role)).cookie;
});
afterAll(async () => {
  await server.close();
});

const call = (role: Role, method: "GET" | "PUT", payload?: object) =>
  server.app.inject({
    method,
    url: URL,
    ...(payload ? { payload } : {}),
    headers: cookies[role] ? { cookie: cookies[role] } : {},
  });
const db = () => server.database.db;
const storedRetention = () =>
  db().selectFrom("club_settings").select(["name", "value"]).where("name", "like", "club.retention%").execute();
const auditOf = (action: string) =>
  db().selectFrom("audit_log").select(["actor_user_id", "details"]).where("action", "=", action).execute();

describe("retention periods in the club's settings", () => {
  it("read their defaults until an admin saves one", async () => {
    expect((await call("admin", "GET")).json()).toMatchObject({
      retention_sessions_days: 90,
      retention_mail_log_days: 90,
      retention_declined_applications_days: 180,
      retention_audit_days: 730,
    });
  });

  it.each([
    ["anonymous", 401],
    ["Standard", 403],
  ] as const)("are closed to %s callers (%i), changing nothing", async (role, status) => {
    expect((await call(role, "GET")).statusCode).toBe(status);
    expect((await call(role, "PUT", { retention_audit_days: 400 })).statusCode).toBe(status);
    expect(await storedRetention()).toEqual([]);
  });

  it.each([
    [{ retention_sessions_days: 6 }, "retention_sessions_days", "must be at least 7 days"],
    [{ retention_sessions_days: 731 }, "retention_sessions_days", "must be at most 730 days"],
    [{ retention_mail_log_days: 29 }, "retention_mail_log_days", "must be at least 30 days"],
    [{ retention_declined_applications_days: 1096 }, "retention_declined_applications_days", "at most 1095 days"],
    [{ retention_audit_days: 364 }, "retention_audit_days", "must be at least 365 days"],
    [{ retention_audit_days: 400.5 }, "retention_audit_days", "must be a whole number of days"],
    [{ retention_audit_days: "400" }, "retention_audit_days", "must be a number of days"],
    [{ retention_audit_days: null }, "retention_audit_days", "must be a number of days"],
    [{ retention_mail_log_days: 60, retention_sessions_days: 0 }, "retention_sessions_days", "at least 7 days"],
  ])("refuse %o with a clear 400, changing nothing", async (body, field, words) => {
    const before = (await auditOf("club-settings.change")).length;
    const answer = await call("admin", "PUT", body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(answer.body).toContain(field);
    expect(answer.body).toContain(words);
    expect(await storedRetention()).toEqual([]);
    expect((await auditOf("club-settings.change")).length).toBe(before);
  });

  it("are saved by an admin, audited with the fields changed", async () => {
    const saved = await call("admin", "PUT", PERIODS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(PERIODS);
    expect((await call("admin", "GET")).json()).toMatchObject(PERIODS);
    expect((await auditOf("club-settings.change")).at(-1)!.details).toBe(
      JSON.stringify({ fields: Object.keys(PERIODS) }),
    );
  });
});

/** Rows of each kind, some past their time under PERIODS at `now` and some not; answers what should stay. */
async function seed(now: number) {
  const member = await createMember(server);
  const ago = (days: number) => now - days * DAY;
  await db()
    .insertInto("sessions")
    .values([
      {
        token_hash: "old-session",
        user_id: member.userId,
        created_at: ago(50),
        last_seen_at: ago(31),
        user_agent: null,
      },
      {
        token_hash: "kept-session",
        user_id: member.userId,
        created_at: ago(50),
        last_seen_at: ago(29),
        user_agent: null,
      },
    ])
    .execute();
  await db()
    .insertInto("known_devices")
    .values([
      { user_id: member.userId, device_hash: "old-device", first_seen_at: ago(90), last_seen_at: ago(31) },
      { user_id: member.userId, device_hash: "kept-device", first_seen_at: ago(90), last_seen_at: ago(2) },
    ])
    .execute();
  const body = await db()
    .insertInto("outbox_bodies")
    .values({ text_body: "t", html_body: "h", slot: "{{fill}}", created_at: ago(70) })
    .returning("id")
    .executeTakeFirstOrThrow();
  const mail = (
    subject: string,
    status: "sent" | "failed" | "pending",
    days: number,
    bodyId: number | null = null,
  ) => ({
    recipient_email: member.email,
    recipient_user_id: member.userId,
    kind: "test-email",
    subject,
    text_body: "",
    html_body: "",
    status,
    next_attempt_at: ago(days),
    created_at: ago(days),
    sent_at: status === "sent" ? ago(days) : null,
    last_attempt_at: status === "pending" ? null : ago(days),
    body_id: bodyId,
  });
  await db()
    .insertInto("outbox")
    .values([
      mail("old sent", "sent", 61, body.id),
      mail("old failed", "failed", 61),
      mail("old but still to send", "pending", 61),
      mail("recent sent", "sent", 50),
    ])
    .execute();
  const application = async (email: string, accepted: number | null, decidedDays: number | null) => {
    const row = await db()
      .insertInto("applications")
      .values({
        full_name: email.split("@")[0]!,
        email,
        membership_type: "Standard",
        interests: "[]",
        reason: "To meet people",
        accepted,
        decided_by: null,
        decided_at: decidedDays === null ? null : ago(decidedDays),
        created_at: ago(200),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db()
      .insertInto("audit_log")
      .values({
        actor_user_id: null,
        action: "application.reject",
        target: `application:${row.id}`,
        details: JSON.stringify({ email }),
        created_at: ago(1),
      })
      .execute();
    return row.id;
  };
  const oldDeclined = await application("old.declined@apply.test", 0, 91);
  await db()
    .insertInto("application_votes")
    .values({ application_id: oldDeclined, user_id: member.userId, vote: "reject", note: null, created_at: ago(91) })
    .execute();
  await application("recent.declined@apply.test", 0, 80);
  await application("old.accepted@apply.test", 1, 300);
  await application("still.waiting@apply.test", null, null);
  await db()
    .insertInto("audit_log")
    .values([
      { actor_user_id: null, action: "test.old", target: null, details: null, created_at: ago(401) },
      { actor_user_id: null, action: "test.kept", target: null, details: null, created_at: ago(390) },
    ])
    .execute();
  return { member, bodyId: body.id, oldDeclined };
}

describe("the daily retention pass", () => {
  const now = Date.now();

  it("removes only what is past its time, once a day, and is audited with what it removed", async () => {
    const { bodyId, oldDeclined } = await seed(now);
    const pass = await server.app.retention.runDailyPass(() => now);
    expect(pass).toEqual({
      day: new Date(now).toISOString().slice(0, 10),
      removed: { sessions: 1, devices: 1, mail_log: 2, declined_applications: 1, audit: 1, export_archives: 0 },
    });

    const sessions = await db()
      .selectFrom("sessions")
      .select("token_hash")
      .where("token_hash", "like", "%-session")
      .execute();
    expect(sessions).toEqual([{ token_hash: "kept-session" }]);
    const devices = await db()
      .selectFrom("known_devices")
      .select("device_hash")
      .where("device_hash", "like", "%-device")
      .execute();
    expect(devices).toEqual([{ device_hash: "kept-device" }]);
    const mail = await db()
      .selectFrom("outbox")
      .select("subject")
      .where("kind", "=", "test-email")
      .orderBy("subject")
      .execute();
    expect(mail.map((row) => row.subject)).toEqual(["old but still to send", "recent sent"]);
    expect(await db().selectFrom("outbox_bodies").select("id").where("id", "=", bodyId).execute()).toEqual([]);
    const applications = await db()
      .selectFrom("applications")
      .select("email")
      .where("email", "like", "%@apply.test")
      .orderBy("email")
      .execute();
    expect(applications.map((row) => row.email)).toEqual([
      "old.accepted@apply.test",
      "recent.declined@apply.test",
      "still.waiting@apply.test",
    ]);
    expect(
      await db().selectFrom("application_votes").selectAll().where("application_id", "=", oldDeclined).execute(),
    ).toEqual([]);
    // The decision stays in the audit log, without the declined applicant's address.
    const decision = await db()
      .selectFrom("audit_log")
      .select("details")
      .where("target", "=", `application:${oldDeclined}`)
      .executeTakeFirstOrThrow();
    expect(decision.details).toBeNull();
    const tests = await db().selectFrom("audit_log").select("action").where("action", "like", "test.%").execute();
    expect(tests).toEqual([{ action: "test.kept" }]);
    expect(await auditOf("retention.pass")).toEqual([
      {
        actor_user_id: null,
        details: JSON.stringify({
          sessions: 1,
          devices: 1,
          mail_log: 2,
          declined_applications: 1,
          audit: 1,
          export_archives: 0,
        }),
      },
    ]);
    // The admins' own session is untouched: they are still signed in.
    expect((await call("admin", "GET")).statusCode).toBe(200);

    // Later the same day nothing runs again, whatever is now past its time.
    await db()
      .updateTable("sessions")
      .set({ last_seen_at: now - 40 * DAY })
      .where("token_hash", "=", "kept-session")
      .execute();
    expect(await server.app.retention.runDailyPass(() => now + 1)).toBeNull();
    expect(
      await db().selectFrom("sessions").select("token_hash").where("token_hash", "=", "kept-session").execute(),
    ).toHaveLength(1);
  });

  it("runs once across two instances on one database, and writes nothing to the audit log when nothing went", async () => {
    const tomorrow = now + DAY;
    const otherDatabase = openDatabase(server.config.database);
    const other = await buildApp({
      config: server.config,
      database: otherDatabase,
      webDistDir: path.join(server.config.dataDir, "no-web-build"),
    });
    try {
      const asks = [
        () => server.app.retention.runDailyPass(() => tomorrow),
        () => other.retention.runDailyPass(() => tomorrow),
        () => other.retention.runDailyPass(() => tomorrow),
      ];
      // On PostgreSQL all at once. Two apps in one process cannot write one SQLite file at once (node:sqlite waits
      // synchronously for the lock the other app's open transaction holds), so there they ask one after the other;
      // separate processes, as instances are, wait for each other.
      const passes =
        testDialect === "postgres"
          ? await Promise.all(asks.map((ask) => ask()))
          : [await asks[0]!(), await asks[1]!(), await asks[2]!()];
      const ran = passes.filter((pass) => pass !== null);
      expect(ran).toHaveLength(1);
      expect(ran[0]!.removed).toEqual({
        sessions: 1,
        devices: 0,
        mail_log: 0,
        declined_applications: 0,
        audit: 0,
        export_archives: 0,
      });
      const runs = await db().selectFrom("retention_runs").select(["day", "finished_at"]).orderBy("day").execute();
      expect(runs).toHaveLength(2);
      expect(runs.every((run) => run.finished_at !== null)).toBe(true);
      // Nothing went the day after: no new audit entry.
      expect(await server.app.retention.runDailyPass(() => now + 2 * DAY)).toEqual({
        day: new Date(now + 2 * DAY).toISOString().slice(0, 10),
        removed: { sessions: 0, devices: 0, mail_log: 0, declined_applications: 0, audit: 0, export_archives: 0 },
      });
    } finally {
      await other.close();
      await otherDatabase.close();
    }
    expect(await auditOf("retention.pass")).toHaveLength(2);
  });

  it("is taken over when the instance that claimed a day stopped before finishing it, once its claim ran out", async () => {
    const later = now + 3 * DAY;
    const day = new Date(later).toISOString().slice(0, 10);
    await db()
      .insertInto("retention_runs")
      .values({ day, claim_token: "crashed", claimed_until: later + 60_000, started_at: later - 1 })
      .execute();
    // While the crashed instance's claim holds, nobody runs that day.
    expect(await server.app.retention.runDailyPass(() => later)).toBeNull();
    const pass = await server.app.retention.runDailyPass(() => later + 2 * 60_000);
    expect(pass?.day).toBe(day);
    const run = await db().selectFrom("retention_runs").selectAll().where("day", "=", day).executeTakeFirstOrThrow();
    expect(run.finished_at).not.toBeNull();
    expect(run.claim_token).not.toBe("crashed");
  });

  it("deletes each export archive from the media store once its 24-hour link ran out, spent or not, and no sooner", async () => {
    const at = now + 10 * DAY;
    const member = await createMember(server);
    const archive = async (id: string, readyAt: number, usedAt: number | null) => {
      const key = `privacy-exports/${id}/archive.zip`;
      await server.app.mediaStorage.put(key, Buffer.from("PK"), "application/zip");
      await db()
        .insertInto("privacy_exports")
        .values({
          id,
          user_id: member.userId,
          status: usedAt === null ? "ready" : "used",
          requested_at: readyAt - 60_000,
          storage_key: key,
          token_hash: `hash-${id}`,
          ready_at: readyAt,
          expires_at: readyAt + DAY,
          used_at: usedAt,
        })
        .execute();
      return key;
    };
    const expired = await archive("00000000-0000-4000-8000-000000000001", at - DAY - 1, null);
    const spent = await archive("00000000-0000-4000-8000-000000000002", at - DAY, at - DAY + 60_000);
    const fresh = await archive("00000000-0000-4000-8000-000000000003", at - DAY + 60_000, at - 60_000);
    const stored = async (key: string) => {
      const object = await server.app.mediaStorage.open(key);
      object?.stream.destroy();
      return object !== undefined;
    };
    const pass = await server.app.retention.runDailyPass(() => at);
    expect(pass?.removed.export_archives).toBe(2);
    expect(await stored(expired)).toBe(false);
    expect(await stored(spent)).toBe(false);
    expect(await stored(fresh)).toBe(true);
    const rows = await db()
      .selectFrom("privacy_exports")
      .select(["id", "storage_key"])
      .where("user_id", "=", member.userId)
      .orderBy("id")
      .execute();
    expect(rows.map((row) => row.storage_key)).toEqual([null, null, fresh]);
    // The next day's pass takes the one whose link ran out meanwhile.
    expect((await server.app.retention.runDailyPass(() => at + DAY))?.removed.export_archives).toBe(1);
    expect(await stored(fresh)).toBe(false);
  });
});
