import { generateKeyPairSync, randomBytes, sign } from "node:crypto";
import net, { type AddressInfo } from "node:net";
import { once } from "node:events";
import { createServer, request, type Server } from "node:http";
import Provider from "oidc-provider";
import { loadSecretKey, secretBox } from "../../secret-key.ts";
import { newTotpSecret, totpCode } from "../auth/totp.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { createMember, startTestServer, TestLog, type TestServer } from "../../../../test/server/harness/test-app.ts";

/**
 * A real OpenID Connect provider on 127.0.0.1, whose accounts are "email-as-account-id", reached through a front that
 * passes everything on, except that a test may change the ID token the token endpoint answers (as a
 * man in the middle, or a provider's compromised token endpoint, would).
 */
let provider: Server;
let front: Server;
let issuer: string;
let server: TestServer;
let tamperIdToken: ((idToken: string) => string) | undefined;

const UNVERIFIED = "unverified@salon.test";

async function freePort() {
  const probe = net.createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  probe.close();
  return port;
}

/** Passes a request on to the provider as it came (its Host too); the token endpoint's ID token goes through `tamperIdToken` when set. */
function startFront(port: number, providerPort: number) {
  const http = createServer((incoming, outgoing) => {
    const tamper = incoming.url?.startsWith("/token") ? tamperIdToken : undefined;
    const onward = request(
      { host: "127.0.0.1", port: providerPort, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        if (!tamper || answer.statusCode !== 200) {
          outgoing.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const tokens = JSON.parse(Buffer.concat(chunks).toString()) as { id_token: string };
          tokens.id_token = tamper(tokens.id_token);
          const body = JSON.stringify(tokens);
          outgoing.writeHead(200, { ...answer.headers, "content-length": Buffer.byteLength(body) }).end(body);
        });
      },
    );
    incoming.pipe(onward);
  });
  return new Promise<Server>((resolve) => http.listen(port, "127.0.0.1", () => resolve(http)));
}

beforeAll(async () => {
  const port = await freePort();
  const providerPort = await freePort();
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
    const http = oidc.listen(providerPort, "127.0.0.1", () => resolve(http));
  });
  front = await startFront(port, providerPort);
  server = await startTestServer({
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: "salon",
    OIDC_CLIENT_SECRET: "salon-test-secret",
  });
});

afterAll(async () => {
  await server.close();
  front.close();
  provider.close();
});

/** Signs in at the provider as `account` (its development login and consent forms), answering the callback URL. */
async function signInAtProvider(authorizationUrl: string, account: string): Promise<string> {
  const jar = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
      },
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
  const start = await on.app.inject({
    method: "GET",
    url: `/auth/oidc/start${next ? `?next=${encodeURIComponent(next)}` : ""}`,
  });
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
    const status = await server.app.inject({
      method: "GET",
      url: "/auth-status",
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    });
    expect(status.json()).toMatchObject({ authenticated: true, user: { name: "Mae Jemison" } });
  });

  it("asks a member with a second factor for it after the provider: no session until the code", async () => {
    const member = await createMember(server, { name: "Katherine Johnson" });
    const secret = newTotpSecret();
    await server.database.db
      .insertInto("totp_factors")
      .values({
        user_id: member.userId,
        secret_encrypted: secretBox(loadSecretKey(server.config), "totp").seal(secret),
        confirmed_at: Date.now(),
        last_used_step: null,
        created_at: Date.now(),
      })
      .execute();
    const response = await signIn(member.email, "/events/42");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/login?second-factor=totp,recovery&next=%2Fevents%2F42");
    expect(response.cookies.some((c) => c.name === "salon_session")).toBe(false);
    const pending = response.cookies.find((c) => c.name === "salon_pending")!;
    const done = await server.app.inject({
      method: "POST",
      url: "/login/2fa",
      payload: { code: totpCode(secret) },
      headers: { cookie: `${pending.name}=${pending.value}` },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ ok: true, user: { name: "Katherine Johnson" } });
    // The tests of this file share one server and one address: this one's two extra sign-in calls leave no trace.
    await server.database.db.deleteFrom("rate_limits").execute();
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
    const logged = await startTestServer(
      { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: "salon", OIDC_CLIENT_SECRET: "salon-test-secret" },
      { log },
    );
    try {
      const member = await createMember(logged);
      await signIn(member.email, undefined, logged);
      await signIn("stranger@example.com", undefined, logged);
      await logged.app.inject({ method: "GET", url: "/auth/oidc/callback?code=abc&state=forged" });
      await logged.app.inject({
        method: "GET",
        url: "/auth/oidc/callback?code=abc&state=forged",
        headers: { cookie: "salon_oidc_state=forged" },
      });
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
    const forged = await server.app.inject({
      method: "GET",
      url: "/auth/oidc/callback?code=abc&state=forged",
      headers: { cookie: "salon_oidc_state=forged" },
    });
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

/** A JWT's three parts, its header and claims decoded. */
function partsOf(jwt: string) {
  const [header, claims, signature] = jwt.split(".") as [string, string, string];
  const decode = (part: string) => JSON.parse(Buffer.from(part, "base64url").toString()) as Record<string, unknown>;
  return { header: decode(header), claims: decode(claims), signature };
}

/** A key the provider never had: its tokens carry the provider's key id, but not its signature. */
const foreignKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;

function signWithForeignKey(header: Record<string, unknown>, claims: Record<string, unknown>) {
  const encode = (part: Record<string, unknown>) => Buffer.from(JSON.stringify(part)).toString("base64url");
  const input = `${encode({ ...header, alg: "RS256" })}.${encode(claims)}`;
  return `${input}.${sign("sha256", Buffer.from(input), foreignKey).toString("base64url")}`;
}

describe("OpenID Connect ID tokens not signed by the provider's key", () => {
  afterAll(() => {
    tamperIdToken = undefined;
  });

  /** Signs in at the real provider as `account`, with the token endpoint's ID token changed by `tamper`; answers the callback's answer. */
  async function signInWithTamperedToken(account: string, tamper: (idToken: string) => string) {
    tamperIdToken = tamper;
    try {
      return await signIn(account);
    } finally {
      tamperIdToken = undefined;
    }
  }

  const refused = (response: Awaited<ReturnType<typeof signIn>>) => {
    expect(response.headers.location).toBe("/login?error=oidc");
    expect(response.cookies.filter((c) => c.name === "salon_session" && c.value)).toHaveLength(0);
  };

  it("refuses a token whose signature was replaced", async () => {
    const member = await createMember(server);
    refused(
      await signInWithTamperedToken(member.email, (token) => {
        const [header, claims, signature] = token.split(".") as [string, string, string];
        return `${header}.${claims}.${randomBytes(Buffer.from(signature, "base64url").length).toString("base64url")}`;
      }),
    );
  });

  it("refuses a token signed with a foreign key under the provider's key id", async () => {
    const member = await createMember(server);
    refused(
      await signInWithTamperedToken(member.email, (token) => {
        const { header, claims } = partsOf(token);
        return signWithForeignKey(header, claims);
      }),
    );
  });

  it("refuses a foreign-key token that claims another member's subject and email, and she stays signed out", async () => {
    const victim = await createMember(server, { name: "Victim" });
    refused(
      await signInWithTamperedToken("stranger@example.com", (token) => {
        const { header, claims } = partsOf(token);
        return signWithForeignKey(header, { ...claims, sub: victim.email, email: victim.email, email_verified: true });
      }),
    );
    // Her own sign-in, with the provider's own token, still works.
    expect((await signIn(victim.email)).cookies.find((c) => c.name === "salon_session")?.value).toMatch(/^[\w-]{43}$/);
  });
});

describe("OpenID Connect issuer", () => {
  it.each(["http://id.example.com", "http://10.0.0.5:8080"])(
    "refuses %s: http:// only on the loopback",
    (issuerUrl) => {
      expect(() => loadConfig({ OIDC_ISSUER: issuerUrl, OIDC_CLIENT_ID: "salon", OIDC_CLIENT_SECRET: "x" })).toThrow(
        /^Invalid configuration: OIDC_ISSUER must be an https:\/\/ URL/,
      );
    },
  );

  it.each(["https://accounts.google.com", "http://127.0.0.1:4000", "http://localhost:4000", "http://[::1]:4000"])(
    "takes %s",
    (issuerUrl) => {
      expect(
        loadConfig({ OIDC_ISSUER: issuerUrl, OIDC_CLIENT_ID: "salon", OIDC_CLIENT_SECRET: "x" }).oidc?.issuer,
      ).toBe(issuerUrl);
    },
  );
});

describe("OpenID Connect when the provider is unreachable", () => {
  it("sends the visitor back to the login page instead of failing", async () => {
    const unreachable = await startTestServer({
      OIDC_ISSUER: "http://127.0.0.1:9",
      OIDC_CLIENT_ID: "salon",
      OIDC_CLIENT_SECRET: "x",
    });
    try {
      const response = await unreachable.app.inject({ method: "GET", url: "/auth/oidc/start" });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/login?error=oidc");
    } finally {
      await unreachable.close();
    }
  });
});
