import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actAs, startTestServer, testDialect, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { deliverAll, mailCaller } from "../../../../test/server/kits/mailings-test-kit.ts";

/**
 * Issue 33, item 1 (follow-up): with no mail server set up (SMTP_URL unset) the worker writes each copy of a mailing
 * to the mail drop, and nobody receives it. The mail log's delivery summary and the admin dashboard's mailings in
 * progress count those copies as dropped, never as sent.
 */
let server: TestServer;
let admin: Awaited<ReturnType<typeof actAs>>;
let call: ReturnType<typeof mailCaller>;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: "https://club.example" });
  admin = await actAs(server, "admin");
  for (const type of ["Founding", "Standard", "Standard"] as const) await actAs(server, type);
  call = mailCaller(server);
});
afterAll(() => server.close());

describe(`a mailing's counts when no mail server is set up (${testDialect})`, () => {
  it("counts the copies written to the mail drop as dropped, not sent, in the mail log and on the dashboard", async () => {
    const sent = await call(admin, "POST", "/api/admin/send-email", {
      subject: "Spring gathering",
      body: "<p>Join us.</p>",
      recipientGroup: "all",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { mailingId, recipients } = sent.json() as { mailingId: number; recipients: number };
    expect(recipients).toBe(4);
    // One copy waits for later, so the mailing is still in progress once the worker has handled the others.
    const [held] = await server.database.db
      .selectFrom("outbox")
      .select("id")
      .where("idempotency_key", "like", `mailing:${mailingId}:%`)
      .orderBy("id")
      .limit(1)
      .execute();
    await server.database.db
      .updateTable("outbox")
      .set({ next_attempt_at: Date.now() + 3_600_000 })
      .where("id", "=", held!.id)
      .execute();
    await deliverAll(server);
    const handled = await server.database.db
      .selectFrom("outbox")
      .select(["status", "mail_drop"])
      .where("idempotency_key", "like", `mailing:${mailingId}:%`)
      .where("id", "!=", held!.id)
      .execute();
    expect(handled).toEqual(Array.from({ length: 3 }, () => ({ status: "sent", mail_drop: 1 })));

    const log = await call(admin, "GET", "/api/admin/mailings");
    expect(log.statusCode).toBe(200);
    expect((log.json() as Array<{ id: number; delivery: unknown }>).find((m) => m.id === mailingId)?.delivery).toEqual({
      pending: 1,
      sent: 0,
      dropped: 3,
      failed: 0,
    });

    const overview = await call(admin, "GET", "/api/admin/overview");
    expect(overview.statusCode).toBe(200);
    expect(overview.json().mailingsInProgress).toEqual([
      {
        id: mailingId,
        subject: "Spring gathering",
        created_at: expect.any(String),
        sent: 0,
        dropped: 3,
        pending: 1,
        failed: 0,
      },
    ]);
  });
});
