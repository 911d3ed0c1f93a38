import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createMember,
  linkToken,
  queuedEmails,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { signInAddress } from "./sign-in-address.ts";

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const WRONG = "not-her-password";
const attempt = (email: string, password: string, remoteAddress: string) =>
  server.app.inject({ method: "POST", url: "/login", payload: { email, password }, remoteAddress });
const useLink = (token: string, remoteAddress: string) =>
  server.app.inject({ method: "POST", url: "/api/sign-in-link", payload: { token }, remoteAddress });
/** A minute later: the per-address limit on all logins (10 a minute) has started over; the sign-in guard's counts have not. */
const aMinuteLater = () => server.database.db.deleteFrom("rate_limits").where("bucket", "like", "login-ip:%").execute();
const signInLinks = async (email: string) =>
  (await queuedEmails(server, email)).filter((mail) => mail.kind === "sign-in-link");
/** Failures from `count` different addresses (each from its own, so no per-address limit is reached). */
async function failFromManyAddresses(email: string, count: number) {
  for (let i = 0; i < count; i++)
    expect((await attempt(email, WRONG, `198.51.${100 + (i >> 8)}.${i & 255}`)).statusCode).toBe(401);
}

describe("failed logins from other addresses", () => {
  it("never keep the member out of her own address with her right password", async () => {
    const member = await createMember(server);
    await failFromManyAddresses(member.email, 12);
    expect((await attempt(member.email, TEST_PASSWORD, "203.0.113.1")).statusCode).toBe(200);
  });
});

describe("an address that fails ten times for an account", () => {
  it("is stopped for that account with 429 and Retry-After, while her password from another address and that address for others still work", async () => {
    const member = await createMember(server);
    const other = await createMember(server);
    for (let i = 0; i < 10; i++) expect((await attempt(member.email, WRONG, "192.0.2.10")).statusCode).toBe(401);
    await aMinuteLater();

    const stopped = await attempt(member.email, TEST_PASSWORD, "192.0.2.10");
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toEqual({
      error: "Too many attempts. Please wait and try again.",
      message: "Too many attempts. Please wait and try again.",
      code: "rate_limited",
    });
    const retryAfter = Number(stopped.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(stopped.cookies).toHaveLength(0);

    expect((await attempt(member.email, TEST_PASSWORD, "192.0.2.11")).statusCode).toBe(200);
    expect((await attempt(other.email, TEST_PASSWORD, "192.0.2.10")).statusCode).toBe(200);

    // Once its window has passed, the address may try again.
    await server.database.db
      .updateTable("rate_limits")
      .set({ window_start: Date.now() - 15 * 60 * 1000 - 1 })
      .where("bucket", "like", "login-fail:%")
      .execute();
    expect((await attempt(member.email, TEST_PASSWORD, "192.0.2.10")).statusCode).toBe(200);
  });

  it("is counted alike for an unknown email, so the 429 tells no one who is a member", async () => {
    const member = await createMember(server);
    const answers = async (email: string, address: string) => {
      const seen: string[] = [];
      for (let i = 0; i < 10; i++) seen.push(`${(await attempt(email, WRONG, address)).statusCode}`);
      await aMinuteLater();
      const last = await attempt(email, WRONG, address);
      seen.push(`${last.statusCode} ${last.body}`);
      return seen;
    };
    const forMember = await answers(member.email, "192.0.2.20");
    const forStranger = await answers("nobody-here@salon.test", "192.0.2.21");
    expect(forMember.at(-1)).toMatch(/^429 /);
    expect(forStranger).toEqual(forMember);
  });

  it("counts an IPv6 address by its /64", () => {
    expect(signInAddress("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(signInAddress("2001:db8:1:2::99")).toBe("2001:db8:1:2::/64");
    expect(signInAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(signInAddress("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(signInAddress("203.0.113.9")).toBe("203.0.113.9");
  });
});

describe("past 50 failures in an hour across addresses", () => {
  it("the password alone signs in only from an address she signed in from before; a new one gets one email with a one-time link", async () => {
    const member = await createMember(server);
    const home = "203.0.113.7";
    expect((await attempt(member.email, TEST_PASSWORD, home)).statusCode).toBe(200);
    await failFromManyAddresses(member.email, 50);

    // From a new address the right password answers exactly as a wrong password and an unknown email do.
    const wrong = await attempt(member.email, WRONG, "192.0.2.1");
    const held = await attempt(member.email, TEST_PASSWORD, "192.0.2.2");
    const unknown = await attempt("nobody-here@salon.test", WRONG, "192.0.2.3");
    for (const response of [wrong, held, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: "Login failed", message: "Login failed", code: "unauthenticated" });
      expect(response.cookies).toHaveLength(0);
      expect(Object.keys(response.headers).sort()).toEqual(Object.keys(wrong.headers).sort());
    }

    // One email for the episode, however often the right password comes from new addresses.
    expect((await attempt(member.email, TEST_PASSWORD, "192.0.2.4")).statusCode).toBe(401);
    const mails = await signInLinks(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain("51 failed attempts");
    expect(mails[0]!.text_body).toContain("192.0.2.2");
    expect(mails[0]!.text_body).toContain("expires in 15 minutes");

    // Her own address still signs in with the password.
    expect((await attempt(member.email, TEST_PASSWORD, home)).statusCode).toBe(200);

    // The link signs her in once, and makes its address one she has signed in from.
    const token = await linkToken(server, member.email, "/sign-in/");
    const signedIn = await useLink(token, "192.0.2.2");
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({
      ok: true,
      user: { user_id: member.userId, name: member.name, type: "Standard", admin: false },
      mustChangePassword: false,
    });
    const cookie = signedIn.cookies.find((c) => c.name.endsWith("salon_session"))!;
    expect(
      (
        await server.app.inject({
          method: "GET",
          url: "/user-details",
          headers: { cookie: `${cookie.name}=${cookie.value}` },
        })
      ).statusCode,
    ).toBe(200);
    const again = await useLink(token, "192.0.2.2");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: "bad_request",
      message: "This sign-in link is invalid, used or expired. Please log in again.",
    });
    expect((await attempt(member.email, TEST_PASSWORD, "192.0.2.2")).statusCode).toBe(200);
    expect(await signInLinks(member.email)).toHaveLength(1);

    // The token is kept only as its hash.
    const stored = await server.database.db.selectFrom("sign_in_links").select("token_hash").execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toBe(token);
  });

  it("a sign-in link works for 15 minutes only, and a made-up or malformed one is a 400", async () => {
    const member = await createMember(server);
    await failFromManyAddresses(member.email, 50);
    expect((await attempt(member.email, TEST_PASSWORD, "192.0.2.30")).statusCode).toBe(401);
    const token = await linkToken(server, member.email, "/sign-in/");
    const row = await server.database.db
      .selectFrom("sign_in_links")
      .select(["created_at", "expires_at"])
      .executeTakeFirstOrThrow();
    expect(Number(row.expires_at) - Number(row.created_at)).toBe(15 * 60 * 1000);
    await server.database.db
      .updateTable("sign_in_links")
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect((await useLink(token, "192.0.2.30")).statusCode).toBe(400);

    expect((await useLink("made-up-token", "192.0.2.31")).json()).toMatchObject({ code: "bad_request" });
    for (const payload of [{}, { token: "" }, { token: "x".repeat(201) }, { token: 42 }]) {
      const response = await server.app.inject({
        method: "POST",
        url: "/api/sign-in-link",
        payload,
        remoteAddress: "192.0.2.32",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("bad_request");
    }
  });

  it("a deactivated member's link no longer signs in", async () => {
    const member = await createMember(server);
    await failFromManyAddresses(member.email, 50);
    expect((await attempt(member.email, TEST_PASSWORD, "192.0.2.40")).statusCode).toBe(401);
    const token = await linkToken(server, member.email, "/sign-in/");
    await server.database.db.updateTable("users").set({ active: 0 }).where("user_id", "=", member.userId).execute();
    expect((await useLink(token, "192.0.2.40")).statusCode).toBe(400);
  });
});
