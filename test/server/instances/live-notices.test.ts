import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/server/config.ts";
import { openDatabase, type Database } from "../../../src/server/kernel/database/database.ts";
import { hashPassword } from "../../../src/server/modules/auth/passwords.ts";
import { eventPayload } from "../kits/events-test-kit.ts";
import { call, freshPlace, loginOn, startInstance, type Instance, type Place } from "./instances-kit.ts";

const ADMIN = { email: "admin@live.test", password: "Velvet-Salon-2026" };
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let place: Place;
let database: Database;
let a: Instance;
let b: Instance;

/**
 * Decision 0046: a notice written through one instance reaches a stream opened on another, on PostgreSQL through
 * LISTEN/NOTIFY (on SQLite there is one process, and notifications.test.ts covers it). Two real server processes on
 * one database.
 */
describe.skipIf(!onPostgres)("live notices across two instances on PostgreSQL", () => {
  beforeAll(async () => {
    place = await freshPlace("live");
    const env = { ...place.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: "true" };
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
    database = openDatabase(loadConfig({ ...place.env, LOG_LEVEL: "silent" }).database);
    await database.db
      .insertInto("users")
      .values({
        name: "Mary Shelley",
        email: "mary@live.test",
        type: "Standard",
        admin: 0,
        password_hash: await hashPassword(ADMIN.password),
        created_at: Date.now(),
      })
      .execute();
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await place?.remove();
  });

  it("a mention written through A reaches Mary's stream opened on B, without reloading", async () => {
    const admin = await loginOn(a.base, ADMIN.email, ADMIN.password);
    const mary = await loginOn(b.base, "mary@live.test", ADMIN.password);
    const maryId = (
      await database.db
        .selectFrom("users")
        .select("user_id")
        .where("email", "=", "mary@live.test")
        .executeTakeFirstOrThrow()
    ).user_id;
    const event = (await (
      await call(a.base, "POST", "/api/events", { cookie: admin, json: eventPayload({ title: "Autumn Salon Dinner" }) })
    ).json()) as { id: string };

    const controller = new AbortController();
    const stream = await fetch(`${b.base}/api/me/stream`, { headers: { cookie: mary }, signal: controller.signal });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("x-accel-buffering")).toBe("no");
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    const until = async (pattern: RegExp) => {
      const deadline = Date.now() + 10_000;
      while (!pattern.test(text)) {
        if (Date.now() > deadline) throw new Error(`not heard: ${pattern}; got ${text}`);
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended; got ${text}`);
        text += value;
      }
    };
    await until(/event: unread-count\ndata: \{"unread_count":0\}/);

    const posted = await call(a.base, "POST", "/api/comments", {
      cookie: admin,
      json: { commentableId: event.id, content: "Do come, @Mary Shelley", mentions: [maryId] },
    });
    expect(posted.status).toBe(201);
    await until(/event: notice\ndata: .*"kind":"mention".*\n\n[^]*"unread_count":1/);
    expect(text).toContain('"title":"Autumn Salon Dinner"');
    expect(text).toMatch(/id: \d+\nevent: notice/);
    controller.abort();
  }, 30_000);
});
