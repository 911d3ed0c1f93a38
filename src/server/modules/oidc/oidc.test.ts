import net, { type AddressInfo } from "node:net";
import { once } from "node:events";
import type { Server } from "node:http";
import Provider from "oidc-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, startTestServer, TestLog, type TestServer } from "../../test/test-app.ts";

/** A real OpenID Connect provider on 127.0.0.1, whose accounts are "email-as-account-id". */
let provider: Server;
let issuer: string;
let server: TestServer;

const UNVERIFIED = "unverified@salon.test";

beforeAll(async () => {
  const probe = net.createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  probe.close();
  issuer = `http://127.0.0.1:${port}`;
  const oidc = new Provider(issuer, {
    clients: [
      {
        client_id: "salon",
        client_secret: "salon-test-secret",
        redirect_uris: ["http://localhost:3000/auth/oidc/callback"],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, email: sub, email_verified: sub !== UNVERIFIED }),
    }),
    pkce: { required: () => true },
  });
  provider = await new Promise<Server>((resolve) => {
    const http = oidc.listen(port, "127.0.0.1", () => resolve(http));
  });
  server = await startTestServer({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: "salon", OIDC_CLIENT_SECRET: "salon-test-secret" });
});

afterAll(async () => {
  await server.close();
  provider.close();
});

/** Signs in at the provider as `account` (its development login and consent forms), answering the callback URL. */
async function signInAtProvider(authorizationUrl: string, account: string): Promise<string> {
  const jar = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = pair!.split("=");
      jar.set(name!, value.join("="));
    }
    return response;
  };
  let url = authorizationUrl;
  const visited: string[] = [];
  for (let step = 0; step < 12; step++) {
    if (url.startsWith("http://localhost:3000/")) return url;
    visited.push(url);
    const response = await send(url);
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get("location")!, url).href;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form at ${url}: ${html.slice(0, 200)}`);
    const fields = new URLSearchParams();
    for (const [input] of html.matchAll(/<input[^>]*>/g)) {
      const name = /name="([^"]+)"/.exec(input)?.[1];
      if (name) fields.set(name, /value="([^"]*)"/.exec(input)?.[1] ?? "");
    }
    if (fields.has("login")) fields.set("login", account);
    if (fields.has("password")) fields.set("password", "any");
    const posted = await send(new URL(action, url).href, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: fields.toString(),
    });
    url = new URL(posted.headers.get("location")!, url).href;
  }
  throw new Error(`the provider did not send us back: ${visited.join(" -> ")}`);
}

/** Starts a sign-in in a browser of its own and signs in at the provider: the callback URL and that browser's cookie. */
async function signInUpToCallback(account: string, next?: string, on: TestServer = server) {
  const start = await on.app.inject({ method: "GET", url: `/auth/oidc/start${next ? `?next=${encodeURIComponent(next)}` : ""}` });
  expect(start.statusCode, start.body).toBe(302);
  expect(start.headers.location).toContain(`${issuer}/auth?`);
  expect(start.headers.location).toContain("code_challenge_method=S256");
  const callback = new URL(await signInAtProvider(String(start.headers.location), account));
  const browserCookie = start.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  return { callback: callback.pathname + callback.search, browserCookie };
}

async function signIn(account: string, next?: string, on: TestServer = server) {
  const { callback, browserCookie } = await signInUpToCallback(account, next, on);
  return on.app.inject({ method: "GET", url: callback, headers: { cookie: browserCookie } });
}

describe("OpenID Connect sign-in", () => {
  it("signs in an active member by verified email, returning to the page they came from", async () => {
    const member = await createMember(server, { name: "Mae Jemison" });
    const response = await signIn(member.email, "/events/42");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/events/42");
    const cookie = response.cookies.find((c) => c.name === "salon_session")!;
    const status = await server.app.inject({ method: "GET", url: "/auth-status", headers: { cookie: `${cookie.name}=${cookie.value}` } });
    expect(status.json()).toMatchObject({ authenticated: true, user: { name: "Mae Jemison" } });
  });

  it("never creates an account for a stranger, nor trusts an unverified email", async () => {
    await createMember(server, { email: UNVERIFIED });
    for (const account of ["stranger@example.com", UNVERIFIED]) {
      const response = await signIn(account);
      expect(response.headers.location).toBe("/login?error=oidc");
      expect(response.cookies.filter((c) => c.name === "salon_session" && c.value)).toHaveLength(0);
    }
  });

  it("logs every sign-in and refusal: the account or none, and the outcome", async () => {
    const log = new TestLog();
    const logged = await startTestServer({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: "salon", OIDC_CLIENT_SECRET: "salon-test-secret" }, { log });
    try {
      const member = await createMember(logged);
      await signIn(member.email, undefined, logged);
      await signIn("stranger@example.com", undefined, logged);
      await logged.app.inject({ method: "GET", url: "/auth/oidc/callback?code=abc&state=forged" });
      await logged.app.inject({ method: "GET", url: "/auth/oidc/callback?code=abc&state=forged", headers: { cookie: "salon_oidc_state=forged" } });
      expect(log.authEvents()).toEqual([
        { method: "oidc", outcome: "success", userId: member.userId, level: 30 },
        { method: "oidc", outcome: "no-matching-member", userId: null, level: 40 },
        { method: "oidc", outcome: "other-browser", userId: null, level: 40 },
        { method: "oidc", outcome: "expired-attempt", userId: null, level: 40 },
      ]);
    } finally {
      await logged.close();
    }
  });

  it("ignores an unsafe next and refuses a callback without a known state", async () => {
    const member = await createMember(server);
    expect((await signIn(member.email, "//evil.example")).headers.location).toBe("/home");
    const forged = await server.app.inject({ method: "GET", url: "/auth/oidc/callback?code=abc&state=forged", headers: { cookie: "salon_oidc_state=forged" } });
    expect(forged.headers.location).toBe("/login?error=oidc");
  });

  it("refuses a callback in another browser than the one that started the sign-in (login CSRF), and takes it once in the right one", async () => {
    const member = await createMember(server);
    const { callback, browserCookie } = await signInUpToCallback(member.email);
    expect(browserCookie).toMatch(/^salon_oidc_state=[\w-]{43}$/);
    for (const cookie of [undefined, "salon_oidc_state=someone-elses-state"]) {
      const elsewhere = await server.app.inject({ method: "GET", url: callback, headers: cookie ? { cookie } : {} });
      expect(elsewhere.headers.location).toBe("/login?error=oidc");
      expect(elsewhere.cookies.filter((c) => c.name === "salon_session" && c.value)).toHaveLength(0);
    }
    const here = await server.app.inject({ method: "GET", url: callback, headers: { cookie: browserCookie } });
    expect(here.headers.location).toBe("/home");
    expect(here.cookies.find((c) => c.name === "salon_oidc_state")?.value).toBe("");
    expect(here.cookies.find((c) => c.name === "salon_session")?.value).toMatch(/^[\w-]{43}$/);
  });

  it("is announced to the web app only when configured", async () => {
    expect((await server.app.inject({ method: "GET", url: "/api/config" })).json().oidcEnabled).toBe(true);
    const plain = await startTestServer();
    try {
      expect((await plain.app.inject({ method: "GET", url: "/api/config" })).json().oidcEnabled).toBe(false);
      expect((await plain.app.inject({ method: "GET", url: "/auth/oidc/start" })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe("OpenID Connect when the provider is unreachable", () => {
  it("sends the visitor back to the login page instead of failing", async () => {
    const unreachable = await startTestServer({ OIDC_ISSUER: "http://127.0.0.1:9", OIDC_CLIENT_ID: "salon", OIDC_CLIENT_SECRET: "x" });
    try {
      const response = await unreachable.app.inject({ method: "GET", url: "/auth/oidc/start" });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/login?error=oidc");
    } finally {
      await unreachable.close();
    }
  });
});
