import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createMember,
  login,
  queuedEmails,
  startTestServer,
  TEST_PASSWORD,
  TestLog,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";

/**
 * Every place that checks a member's password (login, changing it in Settings, step-up) counts in the one sign-in
 * guard (docs/product/limits.md#sign-in-guard): per account and address, and per account.
 */
let server: TestServer;
let log: TestLog;
beforeEach(async () => {
  log = new TestLog();
  server = await startTestServer({}, { log });
});
afterEach(async () => {
  await server.close();
});

const WRONG = "not-her-password";
const NEW_PASSWORD = "Another-Fine-Pass-1";
const TOO_MANY = {
  error: "Too many attempts. Please wait and try again.",
  message: "Too many attempts. Please wait and try again.",
  code: "rate_limited",
};

const loginFrom = (email: string, password: string, remoteAddress: string) =>
  server.app.inject({ method: "POST", url: "/login", payload: { email, password }, remoteAddress });
const changePasswordFrom = (cookie: string, oldPassword: string, remoteAddress: string) =>
  server.app.inject({
    method: "POST",
    url: "/update-password",
    payload: { oldPassword, newPassword: NEW_PASSWORD },
    headers: { cookie },
    remoteAddress,
  });
const stepUpFrom = (cookie: string, password: string, remoteAddress: string) =>
  server.app.inject({
    method: "POST",
    url: "/api/me/step-up",
    payload: { password },
    headers: { cookie },
    remoteAddress,
  });
/** A minute later: the per-address limit on all logins (10 a minute) has started over; the sign-in guard's counts have not. */
const aMinuteLater = () => server.database.db.deleteFrom("rate_limits").where("bucket", "like", "login-ip:%").execute();

async function signedInMember() {
  const member = await createMember(server);
  return { ...member, cookie: await login(server.app, member.email) };
}

/** Whether her password is still TEST_PASSWORD (checked from an address of its own). */
async function passwordUnchanged(email: string, remoteAddress: string) {
  return (await loginFrom(email, TEST_PASSWORD, remoteAddress)).statusCode === 200;
}

function expectStopped(response: Awaited<ReturnType<typeof loginFrom>>) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual(TOO_MANY);
  const retryAfter = Number(response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

describe("changing the password (POST /update-password)", () => {
  it("stops the address at the eleventh wrong current password, even when the right one follows", async () => {
    const member = await signedInMember();
    const here = "198.51.100.20";
    for (let i = 1; i <= 10; i++) expect((await changePasswordFrom(member.cookie, WRONG, here)).statusCode).toBe(400);
    expectStopped(await changePasswordFrom(member.cookie, WRONG, here));
    expectStopped(await changePasswordFrom(member.cookie, WRONG, here));
    expectStopped(await changePasswordFrom(member.cookie, TEST_PASSWORD, here));
    expect(await passwordUnchanged(member.email, "203.0.113.20")).toBe(true);
  });

  it("stops only that address: from another her right password still changes it; others are not stopped there", async () => {
    const member = await signedInMember();
    const other = await signedInMember();
    const here = "198.51.100.21";
    for (let i = 1; i <= 10; i++) expect((await changePasswordFrom(member.cookie, WRONG, here)).statusCode).toBe(400);
    expectStopped(await changePasswordFrom(member.cookie, TEST_PASSWORD, here));

    expect((await changePasswordFrom(other.cookie, TEST_PASSWORD, here)).statusCode).toBe(200);
    expect((await changePasswordFrom(member.cookie, TEST_PASSWORD, "198.51.100.22")).statusCode).toBe(200);
  });

  it("counts in the account's failures across addresses: past 50, a new address's login is held and a link emailed", async () => {
    const member = await signedInMember();
    for (let i = 0; i < 50; i++)
      expect((await changePasswordFrom(member.cookie, WRONG, `198.51.101.${i}`)).statusCode).toBe(400);
    expect((await loginFrom(member.email, TEST_PASSWORD, "192.0.2.60")).statusCode).toBe(401);
    const links = (await queuedEmails(server, member.email)).filter((mail) => mail.kind === "sign-in-link");
    expect(links).toHaveLength(1);
  });

  it("a right password clears the address's failures, as at login", async () => {
    const member = await signedInMember();
    const here = "198.51.100.23";
    for (let i = 1; i <= 9; i++) expect((await changePasswordFrom(member.cookie, WRONG, here)).statusCode).toBe(400);
    expect((await changePasswordFrom(member.cookie, TEST_PASSWORD, here)).statusCode).toBe(200);
    for (let i = 1; i <= 10; i++) expect((await changePasswordFrom(member.cookie, WRONG, here)).statusCode).toBe(400);
    expectStopped(await changePasswordFrom(member.cookie, NEW_PASSWORD, here));
  });

  it("with a second factor, a right password leaves the address's failures standing, as at login", async () => {
    const member = await signedInMember();
    await server.database.db
      .insertInto("totp_factors")
      .values({ user_id: member.userId, secret_encrypted: "unused", confirmed_at: Date.now(), created_at: Date.now() })
      .execute();
    const here = "198.51.100.24";
    for (let i = 1; i <= 9; i++) expect((await changePasswordFrom(member.cookie, WRONG, here)).statusCode).toBe(400);
    expect((await changePasswordFrom(member.cookie, TEST_PASSWORD, here)).statusCode).toBe(200);
    expect((await changePasswordFrom(member.cookie, WRONG, here)).statusCode).toBe(400);
    expectStopped(await changePasswordFrom(member.cookie, NEW_PASSWORD, here));
  });

  it("logs each wrong current password, each stop and the change as authentication lines of her account", async () => {
    const member = await signedInMember();
    const here = "198.51.100.25";
    for (let i = 1; i <= 10; i++) await changePasswordFrom(member.cookie, WRONG, here);
    await changePasswordFrom(member.cookie, TEST_PASSWORD, here);
    await changePasswordFrom(member.cookie, TEST_PASSWORD, "198.51.100.26");
    const line = (outcome: string, level: number) => ({
      method: "password-change",
      outcome,
      userId: member.userId,
      level,
    });
    expect(log.authEvents().filter((event) => (event as { method?: string }).method === "password-change")).toEqual([
      ...Array.from({ length: 10 }, () => line("wrong-password", 40)),
      line("address-stopped", 40),
      line("success", 30),
    ]);
  });
});

describe("one count for login, changing the password and step-up", () => {
  it("6 wrong at login and 4 at Settings stop the address: Settings, step-up and login all answer 429", async () => {
    const member = await signedInMember();
    const here = "198.51.100.30";
    for (let i = 1; i <= 6; i++) expect((await loginFrom(member.email, WRONG, here)).statusCode).toBe(401);
    for (let i = 1; i <= 4; i++) expect((await changePasswordFrom(member.cookie, WRONG, here)).statusCode).toBe(400);
    expectStopped(await changePasswordFrom(member.cookie, WRONG, here));
    expectStopped(await changePasswordFrom(member.cookie, TEST_PASSWORD, here));
    expectStopped(await stepUpFrom(member.cookie, TEST_PASSWORD, here));
    await aMinuteLater();
    expectStopped(await loginFrom(member.email, TEST_PASSWORD, here));
    expect(await passwordUnchanged(member.email, "203.0.113.30")).toBe(true);
  });

  it("5 wrong at step-up and 5 at Settings stop the address for login", async () => {
    const member = await signedInMember();
    const here = "198.51.100.31";
    for (let i = 1; i <= 5; i++) expect((await stepUpFrom(member.cookie, WRONG, here)).statusCode).toBe(400);
    for (let i = 1; i <= 5; i++) expect((await changePasswordFrom(member.cookie, WRONG, here)).statusCode).toBe(400);
    expectStopped(await loginFrom(member.email, TEST_PASSWORD, here));
    expectStopped(await stepUpFrom(member.cookie, TEST_PASSWORD, here));
  });

  it("12 wrong at step-up, then the right password: 429 from the eleventh", async () => {
    const member = await signedInMember();
    const here = "198.51.100.32";
    for (let i = 1; i <= 10; i++) expect((await stepUpFrom(member.cookie, WRONG, here)).statusCode).toBe(400);
    expectStopped(await stepUpFrom(member.cookie, WRONG, here));
    expectStopped(await stepUpFrom(member.cookie, WRONG, here));
    expectStopped(await stepUpFrom(member.cookie, TEST_PASSWORD, here));
  });

  it("a right password at step-up clears the failures of Settings and login, as at login", async () => {
    const member = await signedInMember();
    const here = "198.51.100.33";
    for (let i = 1; i <= 5; i++) expect((await loginFrom(member.email, WRONG, here)).statusCode).toBe(401);
    for (let i = 1; i <= 4; i++) expect((await changePasswordFrom(member.cookie, WRONG, here)).statusCode).toBe(400);
    expect((await stepUpFrom(member.cookie, TEST_PASSWORD, here)).statusCode).toBe(200);
    for (let i = 1; i <= 10; i++) expect((await changePasswordFrom(member.cookie, WRONG, here)).statusCode).toBe(400);
    expectStopped(await changePasswordFrom(member.cookie, TEST_PASSWORD, here));
  });
});
