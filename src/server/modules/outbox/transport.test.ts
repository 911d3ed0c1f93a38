import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { capturingLogger, testMailWorker } from "../../../../test/server/kits/outbox-test-kit.ts";
import { parseEmail } from "../../../../test/server/kits/smtp-test-server.ts";
import { createMailTransport } from "./transport.ts";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("the mail drop (SMTP_URL unset)", () => {
  it("writes each email as an .eml file under DATA_DIR/mail and logs its links, never a secret one", async () => {
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

    const worker = testMailWorker(server, { transport: createMailTransport(server.config, log) });
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

    const logged = lines.filter((line) => line.msg === "email written to the mail drop (SMTP_URL is not set)");
    const reset = logged.find((line) => line.to === "forgetful@example.com");
    expect(reset).toMatchObject({ links: "withheld: only its recipient may hold them" });
    expect(reset!.file).toBe(path.join(directory, email.file));
    expect(JSON.stringify(lines)).not.toContain("reset-me");
    expect(logged.find((line) => line.to === "guest@example.com")).toMatchObject({
      links: [expect.stringMatching(/^https:\/\/club\.example\/events\/invite\/invite-me/)],
    });
  });
});
