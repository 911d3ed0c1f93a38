import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, REQUEST_TIME_LIMIT } from "../app.ts";
import {
  actAs,
  createMember,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../../../test/server/harness/test-app.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("error model", () => {
  it("answers an unknown /api path with a JSON 404", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/does-not-exist" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Not found.", message: "Not found.", code: "not_found" });
  });

  it("answers malformed JSON with a 400 JSON error and no stack", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/login",
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@b.c", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "bad_request", error: expect.any(String) });
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it("answers an unsupported content type with 415", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/login",
      headers: { "content-type": "text/xml" },
      payload: "<a/>",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe("unsupported_media_type");
  });

  it("answers an oversized body with 413", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/login",
      payload: { email: "x".repeat(2_000_000), password: "p" },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe("payload_too_large");
  });

  it("gives every answer a request id, errors included", async () => {
    const answers = [
      await server.app.inject({ method: "GET", url: "/healthz" }),
      await server.app.inject({ method: "GET", url: "/api/no-such-call" }),
      await server.app.inject({ method: "GET", url: "/api/events" }),
      await server.app.inject({
        method: "POST",
        url: "/login",
        headers: { "content-type": "application/json" },
        payload: "{not json",
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 401, 400]);
    for (const answer of answers) expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("security headers", () => {
  it("sends a CSP without inline script, nosniff, no framing and the referrer policy", async () => {
    const response = await server.app.inject({ method: "GET", url: "/auth-status" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("lets no browser or proxy keep a call's answer, its errors included", async () => {
    const { cookie } = await actAs(server, "Standard");
    const answers = [
      await server.app.inject({ method: "GET", url: "/auth-status", headers: { cookie } }),
      await server.app.inject({ method: "GET", url: "/api/events", headers: { cookie } }),
      await server.app.inject({ method: "GET", url: "/user-details", headers: { cookie } }),
      await server.app.inject({ method: "GET", url: "/api/events" }),
      await server.app.inject({
        method: "POST",
        url: "/login",
        payload: { email: "nobody@example.com", password: "wrong" },
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 401, 401]);
    for (const answer of answers) expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("adds HSTS and __Host- cookies when the public URL is https", async () => {
    const https = await startTestServer({ PUBLIC_URL: "https://club.example" });
    try {
      const response = await https.app.inject({ method: "GET", url: "/healthz" });
      expect(response.headers["strict-transport-security"]).toContain("max-age=31536000");
      const member = await createMember(https);
      const loggedIn = await https.app.inject({
        method: "POST",
        url: "/login",
        payload: { email: member.email, password: TEST_PASSWORD },
      });
      expect(loggedIn.cookies[0]).toMatchObject({ name: "__Host-salon_session", secure: true, path: "/" });
      expect(loggedIn.cookies).toContainEqual(
        expect.objectContaining({ name: "__Host-salon_device", secure: true, httpOnly: true, path: "/" }),
      );
    } finally {
      await https.close();
    }
  });
});

describe("slow clients", () => {
  it("get 408 and lose the connection when a request takes longer than the limit to arrive", async () => {
    const app = await buildApp({
      config: server.config,
      database: server.database,
      requestTimeLimit: { headersTimeoutMs: 200, requestTimeoutMs: 300, checkEveryMs: 50 },
    });
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = app.server.address() as net.AddressInfo;
      const socket = net.connect(port, "127.0.0.1");
      socket.write(
        "POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
      );
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        let text = "";
        socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
        socket.on("close", () => resolve(text));
        socket.on("error", reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await app.close();
    }
  });

  it("have a minute for the headers and five for the whole request by default, as Node gives", async () => {
    expect(REQUEST_TIME_LIMIT).toMatchObject({ headersTimeoutMs: 60_000, requestTimeoutMs: 300_000 });
    expect(server.app.server.headersTimeout).toBe(60_000);
    expect(server.app.server.requestTimeout).toBe(300_000);
  });
});

describe("health", () => {
  it("answers /healthz and /readyz while the database answers", async () => {
    expect((await server.app.inject({ method: "GET", url: "/healthz" })).json()).toEqual({ status: "ok" });
    expect((await server.app.inject({ method: "GET", url: "/readyz" })).json()).toEqual({ status: "ready" });
  });

  it("answers /readyz with 503 when the database does not answer", async () => {
    const broken = await startTestServer();
    await broken.database.close();
    const response = await broken.app.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe("unavailable");
    expect((await broken.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    await broken.app.close();
  });
});

describe("OpenAPI document", () => {
  it("is generated from the route schemas at /api/docs", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/docs" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/login", "/logout", "/auth-status", "/user-details"]),
    );
    expect(document.paths["/login"].post.requestBody.content["application/json"].schema.required).toEqual([
      "email",
      "password",
    ]);
  });
});

describe("web app serving", () => {
  it("serves built files, hashed assets as immutable, and index.html for any page path", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "salon-dist-"));
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Salon</title>");
    fs.writeFileSync(path.join(dist, "assets", "app-abc123.js"), "console.log(1)");
    const app = await buildApp({ config: server.config, database: server.database, webDistDir: dist });
    try {
      const page = await app.inject({ method: "GET", url: "/events/some-slug?image=3" });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toContain("text/html");
      expect(page.body).toContain("<title>Salon</title>");
      expect(page.headers["cache-control"]).toBe("no-cache");
      const asset = await app.inject({ method: "GET", url: "/assets/app-abc123.js" });
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(asset.headers["content-type"]).toContain("javascript");
      expect((await app.inject({ method: "GET", url: "/api/nothing" })).statusCode).toBe(404);
      expect((await app.inject({ method: "POST", url: "/not-a-call" })).json().code).toBe("not_found");
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe("guards run before validation", () => {
  it("answer 401 to an anonymous caller whatever the body, and 403 to a member on an admin call", async () => {
    const anonymous = await server.app.inject({
      method: "POST",
      url: "/api/admin/invitation-codes",
      payload: { maxUses: "not a number" },
    });
    expect(anonymous.statusCode).toBe(401);
    const member = await createMember(server);
    const login = await server.app.inject({
      method: "POST",
      url: "/login",
      payload: { email: member.email, password: TEST_PASSWORD },
      remoteAddress: "10.9.9.9",
    });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const forbidden = await server.app.inject({
      method: "POST",
      url: "/api/admin/invitation-codes",
      payload: { maxUses: "x" },
      headers: { cookie },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
