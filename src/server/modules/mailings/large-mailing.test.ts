import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actAs, startTestServer, testDialect, type TestServer } from "../../../../test/server/harness/test-app.ts";
import {
  count,
  insertMembers,
  mailCaller,
  mailingRows,
  mailPayload,
} from "../../../../test/server/kits/mailings-test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: "https://club.example" });
});
afterAll(() => server.close());

// The time it takes is measured by scripts/bench-mailing-queue.ts, not here.
describe(`a large mailing (${testDialect})`, () => {
  it(
    "queues a mailing to 10,000 members in one call: one outbox row and one unsubscribe link each",
    { timeout: 120_000 },
    async () => {
      const admin = await actAs(server, "admin");
      await insertMembers(server, 10_000, "Large");
      const response = await mailCaller(server)(
        admin,
        "POST",
        "/api/admin/send-email",
        mailPayload({ subject: "To the whole club" }),
      );
      expect(response.statusCode).toBe(200);
      const { mailingId, recipients } = response.json();
      expect(recipients).toBe(10_001);
      expect(await count(server, "outbox")).toBe(10_001);
      expect(await count(server, "mailing_recipients")).toBe(10_001);
      expect(await count(server, "outbox_bodies")).toBe(1);
      const keys = await server.database.db
        .selectFrom("outbox")
        .select((eb) => [
          eb.fn.count("idempotency_key").distinct().as("keys"),
          eb.fn.count("headers").distinct().as("links"),
        ])
        .where("kind", "=", "bulk")
        .executeTakeFirstOrThrow();
      expect(Number(keys.keys)).toBe(10_001);
      expect(Number(keys.links)).toBe(10_001);
      const log = (await mailCaller(server)(admin, "GET", "/api/admin/mailings")).json();
      expect(log[0]).toMatchObject({
        id: mailingId,
        recipients: 10_001,
        delivery: { pending: 10_001, sent: 0, failed: 0 },
      });
    },
  );

  it("stores a body near the 200 KB limit once for all its copies, each sent with it in full", async () => {
    const admin = await actAs(server, "admin");
    const body = `<p>${"Long letter. ".repeat(15_000)}</p>`;
    const selectedMemberIds = (
      await server.database.db.selectFrom("users").select("user_id").orderBy("user_id").limit(60).execute()
    ).map((r) => r.user_id);
    const bodiesBefore = await count(server, "outbox_bodies");
    const response = await mailCaller(server)(
      admin,
      "POST",
      "/api/admin/send-email",
      mailPayload({ subject: "A long letter", body, recipientGroup: "selected", selectedMemberIds }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().recipients).toBe(60);
    expect(await count(server, "outbox_bodies")).toBe(bodiesBefore + 1);
    const stored = await server.database.db
      .selectFrom("outbox")
      .select(["html_body", "text_body"])
      .where("subject", "=", "A long letter")
      .execute();
    expect(stored.map((row) => row.html_body + row.text_body)).toEqual(Array(60).fill(""));
    const copies = await mailingRows(server, response.json().mailingId);
    expect(copies).toHaveLength(60);
    for (const copy of copies) {
      expect(copy.html_body).toContain("Long letter. ".repeat(100));
      expect(copy.text_body).toContain("Long letter. ".repeat(100));
    }
  });
});
