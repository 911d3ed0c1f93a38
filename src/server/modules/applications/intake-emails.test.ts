import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actAs, createMember, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { testMailWorker } from "../../../../test/server/kits/outbox-test-kit.ts";
import { startSmtpTestServer, type SmtpTestServer } from "../../../../test/server/kits/smtp-test-server.ts";

let smtp: SmtpTestServer;
let server: TestServer;
let adminCookie: string;
let address = 0;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    PUBLIC_URL: "https://club.example",
    MAIL_FROM: "Salon <office@club.example>",
  });
  adminCookie = (await actAs(server, "admin")).cookie!;
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: object, cookie?: string) =>
  server.app.inject({
    method,
    url,
    remoteAddress: `192.0.2.${++address}`,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
  });

async function deliver() {
  const worker = testMailWorker(server);
  try {
    return await worker.drain();
  } finally {
    await worker.stop();
  }
}

/** Follows a link from an email to the call behind its page: the token is the last path segment. */
const tokenOf = (link: string, prefix: string) => {
  const url = new URL(link);
  expect(url.origin).toBe("https://club.example");
  expect(url.pathname.startsWith(prefix)).toBe(true);
  return decodeURIComponent(url.pathname.slice(prefix.length));
};

describe("the intake, by email through a real SMTP server", () => {
  it("application received → accepted → registration link that registers → login", async () => {
    const code = (await call("POST", "/api/admin/invitation-codes", {}, adminCookie)).json().code;
    const applicant = "frances.allen@example.com";
    const applied = await call("POST", "/request", {
      invitationCode: code,
      full_name: "Frances Allen",
      email: applicant,
      phone: "+1-5550001111",
      reason: "Curiosity.",
      interests: ["Shows"],
      availability: "Flexible",
      membershipType: "Travel Host",
      propertyAddress: "3 Harbour Road, Maine",
      propertyType: "Cottage",
      propertyDescription: "By the water.",
      propertyAvailability: "Available Now",
    });
    expect(applied.statusCode).toBe(201);
    expect(await deliver()).toBe(1);
    const [received] = await smtp.waitForMessages(1);
    expect(received!.envelopeTo).toEqual([applicant]);
    expect(received!.from).toContain("office@club.example");
    expect(received!.subject).toContain("We received your application");
    expect(received!.html).toContain("Frances Allen");

    const id = (await call("GET", "/api/applications", undefined, adminCookie))
      .json()
      .find((a: { email: string }) => a.email === applicant).id;
    await call("PATCH", `/api/applications/${id}/status`, { accepted: true }, adminCookie);
    expect(await deliver()).toBe(1);
    const [, invitation] = await smtp.waitForMessages(2);
    expect(invitation!.subject).toContain("invitation");
    const link = invitation!.links.find((l) => l.includes("/register/"))!;
    const token = tokenOf(link, "/register/");
    expect((await call("GET", `/api/register/validate-token/${encodeURIComponent(token)}`)).json()).toEqual({
      email: applicant,
      type: "Travel Host",
      name: expect.any(String),
    });
    expect(
      (
        await call("POST", "/api/register", {
          token,
          name: "Frances",
          password: "Ptran-Compiler-1962",
          type: "Travel Host",
        })
      ).statusCode,
    ).toBe(201);
    // Registering signed her in on one device; this client kept no cookie, so the login is a new device, and she is told.
    const login = await call("POST", "/login", { email: applicant, password: "Ptran-Compiler-1962" });
    expect(login.json().user).toMatchObject({ name: "Frances", type: "Travel Host" });
    expect(await deliver()).toBe(1);
    const [, , newDevice] = await smtp.waitForMessages(3);
    expect(newDevice!.envelopeTo).toEqual([applicant]);
    expect(newDevice!.subject).toContain("A new sign-in to your");
  });

  it("forgot password → reset link that works once → login with the new password", async () => {
    const member = await createMember(server, { email: "jean.sammet@example.com", name: "Jean Sammet" });
    const before = smtp.received.length;
    await call("POST", "/forgot-password", { email: member.email });
    expect(await deliver()).toBe(1);
    const [reset] = (await smtp.waitForMessages(before + 1)).slice(before);
    expect(reset!.envelopeTo).toEqual([member.email]);
    const token = tokenOf(
      reset!.links.find((l) => l.includes("/reset-password/"))!,
      "/reset-password/",
    );
    expect((await call("POST", "/reset-password", { token, newPassword: "Cobol-Committee-59" })).body).toBe(
      "Password has been reset successfully.",
    );
    expect((await call("POST", "/reset-password", { token, newPassword: "Cobol-Committee-60" })).statusCode).toBe(400);
    expect((await call("POST", "/login", { email: member.email, password: "Cobol-Committee-59" })).statusCode).toBe(
      200,
    );
  });
});
