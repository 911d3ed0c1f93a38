import { afterEach, beforeEach, expect } from "vitest";
import { totpCode } from "../../../src/server/modules/auth/totp.ts";
import { createMember, login, startTestServer, TEST_PASSWORD, type TestServer } from "../harness/test-app.ts";

// A fresh server for each test of the second-factor and session files (openTwoFactorServer), and what they share.
export let server: TestServer;
let address = 0;

/** Starts a server before each test of the calling file and closes it after. */
export function openTwoFactorServer() {
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    await server.close();
  });
}

/** Replaces this test's server with one started with other settings (and a log the test reads). */
export async function restartServer(...settings: Parameters<typeof startTestServer>) {
  await server.close();
  server = await startTestServer(...settings);
}

type Inject = {
  method: "GET" | "POST" | "DELETE";
  url: string;
  cookie?: string | undefined;
  payload?: object;
  ip?: string;
};
export const call = ({ method, url, cookie, payload, ip }: Inject) =>
  server.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
    ...(ip ? { remoteAddress: ip } : {}),
  });
export const freshAddress = () => `10.9.${(address >> 8) & 255}.${(address += 1) & 255}`;
export const pendingCookie = (response: { cookies: { name: string; value: string }[] }) => {
  const found = response.cookies.find((c) => c.name.endsWith("salon_pending"));
  if (!found) throw new Error("no pending cookie");
  return `${found.name}=${found.value}`;
};
/** The step after the one last used: each test's codes are computed for moments the server has not seen. */
export const later = (steps: number) => Date.now() + steps * 30_000;

/** A member with TOTP on: her secret, her recovery codes, and her session cookie. */
export async function memberWithTotp(overrides: { admin?: boolean } = {}) {
  const member = await createMember(server, overrides);
  const cookie = await login(server.app, member.email);
  const setup = await call({ method: "POST", url: "/api/me/2fa/totp", cookie });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const confirm = await call({
    method: "POST",
    url: "/api/me/2fa/totp/confirm",
    cookie,
    payload: { code: totpCode(secret) },
  });
  expect(confirm.statusCode).toBe(200);
  return { ...member, secret, cookie, recoveryCodes: confirm.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

export async function passwordStep(email: string, ip = freshAddress()) {
  const response = await call({ method: "POST", url: "/login", payload: { email, password: TEST_PASSWORD }, ip });
  return { response, ip };
}
