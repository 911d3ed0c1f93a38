import { afterEach, describe, expect, it } from "vitest";
import { actAs, createMember, startTestServer, testDialect } from "../../../../test/server/harness/test-app.ts";
import { startSmtpTestServer } from "../../../../test/server/kits/smtp-test-server.ts";
import { deliverAll, mailCaller, mailingRows, mailPayload } from "../../../../test/server/kits/mailings-test-kit.ts";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A mail server that refuses bounce@ at RCPT TO (550, a permanent failure) until the test lets it in. */
async function setUp() {
  const mailbox = { refusing: true };
  const refuseRecipients = {
    test: (address: string) => mailbox.refusing && address.startsWith("bounce@"),
  } as unknown as RegExp;
  const smtp = await startSmtpTestServer({ refuseRecipients });
  const server = await startTestServer({
    SMTP_URL: smtp.url,
    PUBLIC_URL: "https://club.example",
    MAIL_FROM: "The Salon <club@club.example>",
  });
  cleanups.push(
    () => smtp.stop(),
    () => server.close(),
  );
  return { mailbox, smtp, server, call: mailCaller(server), admin: await actAs(server, "admin") };
}

describe(`retrying a mailing's failed copies (${testDialect})`, () => {
  it("is for admins only: 401 anonymous, 403 members, 404 for an unknown mailing, and changes nothing when refused", async () => {
    const { server, call, admin } = await setUp();
    const { mailingId } = (
      await call(admin, "POST", "/api/admin/send-email", mailPayload({ recipientGroup: "testing" }))
    ).json() as { mailingId: number };
    const anonymous = await actAs(server, "anonymous");
    expect((await call(anonymous, "POST", `/api/admin/mailings/${mailingId}/retry`)).statusCode).toBe(401);
    for (const role of ["Standard", "Travel Host", "Founding"] as const) {
      const response = await call(await actAs(server, role), "POST", `/api/admin/mailings/${mailingId}/retry`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: "forbidden" });
    }
    expect((await call(admin, "POST", "/api/admin/mailings/999999/retry")).statusCode).toBe(404);
    const audits = await server.database.db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "=", "mailing.retry")
      .execute();
    expect(audits).toEqual([]);
    // Nothing failed: nothing is queued again, and the pending copy is left as it was.
    const [before] = await mailingRows(server, mailingId);
    const answer = await call(admin, "POST", `/api/admin/mailings/${mailingId}/retry`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: "0 failed copies queued again.", retried: 0 });
    expect((await mailingRows(server, mailingId))[0]).toEqual(before);
  });

  it("queues the failed copy again (attempts reset, due now), audited; a real mail server then gets it exactly once", async () => {
    const { mailbox, smtp, server, call, admin } = await setUp();
    const bounce = await createMember(server, { email: "bounce@club.example" });
    const other = await createMember(server);
    const subject = "Retry me";
    const { mailingId } = (await call(admin, "POST", "/api/admin/send-email", mailPayload({ subject }))).json() as {
      mailingId: number;
    };
    expect(await deliverAll(server)).toBe(3);
    await smtp.waitForMessages(2);

    const failures = (await call(admin, "GET", `/api/admin/mailings/${mailingId}/failures`)).json();
    expect(failures).toEqual([
      {
        user_id: bounce.userId,
        name: expect.any(String),
        email: "bounce@club.example",
        attempts: 1,
        error: expect.stringMatching(/550|No such mailbox/),
      },
    ]);

    mailbox.refusing = false;
    const before = Date.now();
    const answer = await call(admin, "POST", `/api/admin/mailings/${mailingId}/retry`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ message: "1 failed copy queued again.", retried: 1 });
    const rows = await mailingRows(server, mailingId);
    const retried = rows.find((row) => row.recipient_user_id === bounce.userId)!;
    expect(retried).toMatchObject({ status: "pending", attempts: 0, claim_token: null });
    expect(retried.next_attempt_at).toBeGreaterThanOrEqual(before);
    expect(retried.next_attempt_at).toBeLessThanOrEqual(Date.now());
    expect(rows.filter((row) => row.recipient_user_id !== bounce.userId).map((row) => row.status)).toEqual([
      "sent",
      "sent",
    ]);
    const audit = await server.database.db
      .selectFrom("audit_log")
      .selectAll()
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actor_user_id: admin.member!.userId,
      action: "mailing.retry",
      target: `mailing:${mailingId}`,
    });
    expect(JSON.parse(audit.details!)).toEqual({ retried: 1 });

    expect(await deliverAll(server)).toBe(1);
    await smtp.waitForMessages(3);
    // A second retry finds nothing failed, and a worker finds nothing to send.
    expect((await call(admin, "POST", `/api/admin/mailings/${mailingId}/retry`)).json()).toMatchObject({ retried: 0 });
    expect(await deliverAll(server)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const copies = new Map<string, number>();
    for (const email of smtp.received.filter((e) => e.subject === subject))
      for (const to of email.envelopeTo) copies.set(to, (copies.get(to) ?? 0) + 1);
    expect(Object.fromEntries(copies)).toEqual({ [admin.member!.email]: 1, [bounce.email]: 1, [other.email]: 1 });
    const log = (await call(admin, "GET", "/api/admin/mailings")).json()[0];
    expect(log).toMatchObject({ id: mailingId, delivery: { pending: 0, sent: 3, failed: 0 } });
    expect((await call(admin, "GET", `/api/admin/mailings/${mailingId}/failures`)).json()).toEqual([]);
  });
});
