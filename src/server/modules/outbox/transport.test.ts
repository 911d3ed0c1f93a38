import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, testDialect, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { capturingLogger, testMailWorker } from "../../../../test/server/kits/outbox-test-kit.ts";
import { parseEmail } from "../../../../test/server/kits/smtp-test-server.ts";
import { createMailTransport } from "./transport.ts";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe(`the mail drop (SMTP_URL unset, ${testDialect})`, () => {
  it("writes each email as an .eml file under DATA_DIR/mail, records it as written to the mail drop, never as sent, and logs one line for it with no recipient, link or words", async () => {
    server = await startTestServer({ PUBLIC_URL: "https://club.example" });
    expect(server.config.smtpUrl).toBeUndefined();
    const { log, lines } = capturingLogger();
    await server.app.mail.enqueue({
      to: "forgetful@example.com",
      kind: "password-reset",
      data: { token: "reset-me", name: "Grace" },
    });
    await server.app.mail.enqueue({
      to: "guest@example.com",
      kind: "event-invitation",
      data: { token: "invite-me", inviterName: "Ada", eventTitle: "Supper", when: { date: "2031-05-14" } },
    });

    const worker = testMailWorker(server, { transport: createMailTransport(server.config), log });
    expect(await worker.drain()).toBe(2);
    await worker.stop();

    const directory = path.join(server.config.dataDir, "mail");
    const files = fs.readdirSync(directory);
    expect(files).toHaveLength(2);
    const emails = files.map((file) => ({ file, ...parseEmail(fs.readFileSync(path.join(directory, file), "utf8")) }));
    const email = emails.find((written) => written.to === "forgetful@example.com")!;
    expect(email.file).toMatch(/\.eml$/);
    expect(email.to).toBe("forgetful@example.com");
    expect(email.from).toBe("Salon <no-reply@localhost>");
    expect(email.subject).toBe("Reset your Salon password");
    expect(email.text).toContain("https://club.example/reset-password/reset-me");
    expect(email.html).toContain('href="https://club.example/reset-password/reset-me"');

    const rows = await server.database.db
      .selectFrom("outbox")
      .select(["id", "kind", "status", "mail_drop", "sent_at"])
      .orderBy("id")
      .execute();
    expect(rows.map(({ kind, status, mail_drop }) => ({ kind, status, mail_drop }))).toEqual([
      { kind: "password-reset", status: "sent", mail_drop: 1 },
      { kind: "event-invitation", status: "sent", mail_drop: 1 },
    ]);

    // One line a message, and nothing else said about it: no "email sent", no recipient, subject, link or token.
    expect(lines.filter((line) => line.msg === "email sent")).toEqual([]);
    const logged = lines.filter(
      (line) => line.msg === "email written to the mail drop, not delivered: no mail server is set up (SMTP_URL)",
    );
    // The worker writes several at once: the lines come in the order the writes end.
    const byId = [...logged].sort((a, b) => Number(a.outboxId) - Number(b.outboxId));
    expect(byId.map(({ outboxId, kind }) => ({ outboxId, kind }))).toEqual([
      { outboxId: rows[0]!.id, kind: "password-reset" },
      { outboxId: rows[1]!.id, kind: "event-invitation" },
    ]);
    expect(logged.map((line) => line.file).sort()).toEqual(files.map((file) => path.join(directory, file)).sort());
    const said = JSON.stringify(lines);
    for (const secret of [
      "reset-me",
      "invite-me",
      "forgetful@example.com",
      "guest@example.com",
      "club.example",
      "Supper",
    ])
      expect(said).not.toContain(secret);
  });
});
