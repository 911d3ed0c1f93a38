import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actAs, startTestServer, testDialect, type TestServer } from "../../test/test-app.ts";
import { count, insertMembers, mailCaller, mailPayload } from "./mailings-test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: "https://club.example" });
});
afterAll(() => server.close());

// The time it takes is measured by scripts/bench-mailing-queue.ts, not here.
describe(`a large mailing (${testDialect})`, () => {
  it("queues a mailing to 10,000 members in one call: one outbox row and one unsubscribe link each", { timeout: 120_000 }, async () => {
    const admin = await actAs(server, "admin");
    await insertMembers(server, 10_000, "Large");
    const response = await mailCaller(server)(admin, "POST", "/api/admin/send-email", mailPayload({ subject: "To the whole club" }));
    expect(response.statusCode).toBe(200);
    const { mailingId, recipients } = response.json();
    expect(recipients).toBe(10_001);
    expect(await count(server, "outbox")).toBe(10_001);
    expect(await count(server, "mailing_recipients")).toBe(10_001);
    const keys = await server.database.db
      .selectFrom("outbox")
      .select((eb) => [eb.fn.count("idempotency_key").distinct().as("keys"), eb.fn.count("headers").distinct().as("links")])
      .where("kind", "=", "bulk")
      .executeTakeFirstOrThrow();
    expect(Number(keys.keys)).toBe(10_001);
    expect(Number(keys.links)).toBe(10_001);
    const log = (await mailCaller(server)(admin, "GET", "/api/admin/mailings")).json();
    expect(log[0]).toMatchObject({ id: mailingId, recipients: 10_001, delivery: { pending: 10_001, sent: 0, failed: 0 } });
  });
});
