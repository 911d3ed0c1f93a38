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
  it("writes each email as an .eml file under DATA_DIR/mail and logs its links", async () => {
    server = await startTestServer({ PUBLIC_URL: "https://club.example" });
    expect(server.config.smtpUrl).toBeUndefined();
    const { log, lines } = capturingLogger();
    await server.app.mail.enqueue({
      to: "forgetful@example.com",
      kind: "password-reset",
      data: { token: "reset-me", name: "Grace" },
    });

    const worker = testMailWorker(server, { transport: createMailTransport(server.config, log) });
    expect(await worker.drain()).toBe(1);
    await worker.stop();

    const directory = path.join(server.config.dataDir, "mail");
    const files = fs.readdirSync(directory);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const email = parseEmail(fs.readFileSync(path.join(directory, files[0]!), "utf8"));
    expect(email.to).toBe("forgetful@example.com");
    expect(email.from).toBe("Salon <no-reply@localhost>");
    expect(email.subject).toBe("Reset your Salon password");
    expect(email.text).toContain("https://club.example/reset-password/reset-me");
    expect(email.html).toContain('href="https://club.example/reset-password/reset-me"');

    const logged = lines.find((line) => line.msg === "email written to the mail drop (SMTP_URL is not set)");
    expect(logged).toMatchObject({
      to: "forgetful@example.com",
      links: ["https://club.example/reset-password/reset-me"],
    });
    expect(logged!.file).toBe(path.join(directory, files[0]!));
  });
});
