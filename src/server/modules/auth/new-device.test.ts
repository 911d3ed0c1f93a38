import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createMember,
  linkToken,
  queuedEmails,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { deliverAll } from "../../../../test/server/kits/mailings-test-kit.ts";
import { startSmtpTestServer, type SmtpTestServer } from "../../../../test/server/kits/smtp-test-server.ts";
import { totpCode } from "./totp.ts";

const PUBLIC_URL = "https://club.example";
const FIREFOX_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_ON_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

let smtp: SmtpTestServer;
let server: TestServer;
let address = 0;
beforeEach(async () => {
  smtp = await startSmtpTestServer();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL });
});
afterEach(async () => {
  await server.close();
  await smtp.stop();
});

interface Browser {
  userAgent: string;
  /** The device cookie the browser keeps, once the server has set it. */
  device?: string;
}

/** Signs in with the password from a browser, which keeps the device cookie it is given; answers the login. */
async function signIn(email: string, browser: Browser, ip = `203.0.113.${(address += 1)}`) {
  const response = await server.app.inject({
    method: "POST",
    url: "/login",
    payload: { email, password: TEST_PASSWORD },
    remoteAddress: ip,
    headers: { "user-agent": browser.userAgent, ...(browser.device ? { cookie: browser.device } : {}) },
  });
  expect(response.statusCode).toBe(200);
  const device = response.cookies.find((c) => c.name.endsWith("salon_device"));
  if (device) browser.device = `${device.name}=${device.value}`;
  return response;
}

const newDeviceEmails = async (email: string) =>
  (await queuedEmails(server, email)).filter((queued) => queued.kind === "new-device");

describe("a sign-in from a new device", () => {
  it("is not announced on the account's first sign-in, nor from a device she has used", async () => {
    const member = await createMember(server);
    const laptop: Browser = { userAgent: FIREFOX_ON_WINDOWS };
    await signIn(member.email, laptop);
    expect(laptop.device).toBeDefined();
    await signIn(member.email, laptop);
    await signIn(member.email, laptop);
    expect(await newDeviceEmails(member.email)).toEqual([]);
  });

  it("emails her once, through the mail server: when, the browser and system, the network, her sessions", async () => {
    const member = await createMember(server, { name: "Ada Lovelace" });
    await signIn(member.email, { userAgent: FIREFOX_ON_WINDOWS });
    const phone: Browser = { userAgent: SAFARI_ON_IPHONE };
    await signIn(member.email, phone, "198.51.100.23");
    await signIn(member.email, phone, "198.51.100.24");
    expect(await newDeviceEmails(member.email)).toHaveLength(1);

    await deliverAll(server);
    const received = smtp.received.filter((email) => email.envelopeTo.includes(member.email.toLowerCase()));
    expect(received).toHaveLength(1);
    const [email] = received;
    expect(email!.subject).toBe("A new sign-in to your Salon account");
    expect(email!.text).toContain("Dear Ada Lovelace");
    expect(email!.text).toContain("Safari on iPhone");
    expect(email!.text).toContain("198.51.100.0/24");
    expect(email!.text).not.toContain("198.51.100.23");
    expect(email!.text).toMatch(/\d{4}/);
    expect(email!.links).toContain(`${PUBLIC_URL}/settings#security`);
    expect(email!.html).toContain("Safari on iPhone");

    const log = await server.database.db
      .selectFrom("outbox")
      .select(["kind", "status"])
      .where("kind", "=", "new-device")
      .execute();
    expect(log).toEqual([{ kind: "new-device", status: "sent" }]);
  });

  it("the same cookie from another browser is another device", async () => {
    const member = await createMember(server);
    const laptop: Browser = { userAgent: FIREFOX_ON_WINDOWS };
    await signIn(member.email, laptop);
    await signIn(member.email, { userAgent: SAFARI_ON_IPHONE, ...(laptop.device ? { device: laptop.device } : {}) });
    expect(await newDeviceEmails(member.email)).toHaveLength(1);
  });

  it("with a second factor, the email waits until the login completes", async () => {
    const member = await createMember(server);
    const laptop: Browser = { userAgent: FIREFOX_ON_WINDOWS };
    const first = await signIn(member.email, laptop);
    const cookie = first.cookies.find((c) => c.name.endsWith("salon_session"))!;
    const session = `${cookie.name}=${cookie.value}`;
    const { secret } = (
      await server.app.inject({ method: "POST", url: "/api/me/2fa/totp", headers: { cookie: session } })
    ).json<{ secret: string }>();
    await server.app.inject({
      method: "POST",
      url: "/api/me/2fa/totp/confirm",
      headers: { cookie: session },
      payload: { code: totpCode(secret) },
    });

    const ip = "192.0.2.50";
    const password = await server.app.inject({
      method: "POST",
      url: "/login",
      payload: { email: member.email, password: TEST_PASSWORD },
      remoteAddress: ip,
      headers: { "user-agent": SAFARI_ON_IPHONE },
    });
    expect(password.json()).toMatchObject({ twoFactorRequired: true });
    expect(await newDeviceEmails(member.email)).toEqual([]);
    const pending = password.cookies.find((c) => c.name.endsWith("salon_pending"))!;
    const completed = await server.app.inject({
      method: "POST",
      url: "/login/2fa",
      payload: { code: totpCode(secret, Date.now() + 30_000) },
      remoteAddress: ip,
      headers: { "user-agent": SAFARI_ON_IPHONE, cookie: `${pending.name}=${pending.value}` },
    });
    expect(completed.statusCode).toBe(200);
    expect(await newDeviceEmails(member.email)).toHaveLength(1);
  });

  it("registering is the account's first device: no email then, nor from that browser, one from the next", async () => {
    const admin = await createMember(server, { admin: true, type: "Founding" });
    const adminSession = await signIn(admin.email, { userAgent: FIREFOX_ON_WINDOWS });
    const cookie = adminSession.cookies.find((c) => c.name.endsWith("salon_session"))!;
    const email = "ruth@example.com";
    await server.app.inject({
      method: "POST",
      url: "/api/admin/invitations",
      payload: { email, type: "Standard" },
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    });
    const phone: Browser = { userAgent: SAFARI_ON_IPHONE };
    const registered = await server.app.inject({
      method: "POST",
      url: "/api/register",
      payload: {
        token: await linkToken(server, email, "/register/"),
        name: "Ruth",
        password: TEST_PASSWORD,
        type: "Standard",
      },
      headers: { "user-agent": phone.userAgent },
    });
    expect(registered.statusCode).toBe(201);
    const device = registered.cookies.find((c) => c.name.endsWith("salon_device"))!;
    phone.device = `${device.name}=${device.value}`;
    expect(await newDeviceEmails(email)).toEqual([]);
    await signIn(email, phone);
    expect(await newDeviceEmails(email)).toEqual([]);
    await signIn(email, { userAgent: FIREFOX_ON_WINDOWS });
    expect(await newDeviceEmails(email)).toHaveLength(1);
  });
});
