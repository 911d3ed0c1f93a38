import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { startTestServer, testDialect, type TestServer } from "../../../../test/server/harness/test-app.ts";

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function serverWith(env: Record<string, string>) {
  const server = await startTestServer(env);
  servers.push(server);
  return server;
}

/** A forged X-Forwarded-For, different on every call. */
const rotating = (i: number) => `198.18.${i >> 8}.${i & 255}`;

/** Statuses of 12 logins (10 a minute are allowed per address), each call with a new forged address in front. */
async function loginStatuses(
  server: TestServer,
  remoteAddress: string,
  forwardedFor: (i: number) => string | undefined,
) {
  const statuses: number[] = [];
  for (let i = 1; i <= 12; i += 1) {
    const forwarded = forwardedFor(i);
    const response = await server.app.inject({
      method: "POST",
      url: "/login",
      remoteAddress,
      headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded },
      payload: { email: "nobody@salon.test", password: "wrong-password" },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const TEN_THEN_LIMITED = [...Array<number>(10).fill(401), 429, 429];

describe(`the client address behind proxies (${testDialect})`, () => {
  it("without TRUST_PROXY is the socket's: a client rotating X-Forwarded-For is still limited", async () => {
    const server = await serverWith({});
    expect(await loginStatuses(server, "203.0.113.9", rotating)).toEqual(TEN_THEN_LIMITED);
  });

  it("with TRUST_PROXY=true (one proxy) behind a proxy that appends to X-Forwarded-For is the address the proxy appended", async () => {
    const server = await serverWith({ TRUST_PROXY: "true" });
    expect(await loginStatuses(server, "127.0.0.1", (i) => `${rotating(i)}, 203.0.113.9`)).toEqual(TEN_THEN_LIMITED);
  });

  it("with a count of proxies is the first address not theirs, counting from the right", async () => {
    const server = await serverWith({ TRUST_PROXY: "2" });
    // client, then the outer proxy appended the client's address, then the inner proxy appended the outer's.
    expect(await loginStatuses(server, "10.0.0.2", (i) => `${rotating(i)}, 203.0.113.9, 10.0.0.1`)).toEqual(
      TEN_THEN_LIMITED,
    );
  });

  it("with the proxies' addresses is the first address not among them, counting from the right", async () => {
    const server = await serverWith({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8" });
    expect(await loginStatuses(server, "127.0.0.1", (i) => `${rotating(i)}, 203.0.113.9, 10.1.2.3`)).toEqual(
      TEN_THEN_LIMITED,
    );
    // A client reaching the app without the proxy: its socket is not a trusted proxy, so its header counts for nothing.
    expect(await loginStatuses(server, "203.0.113.77", rotating)).toEqual(TEN_THEN_LIMITED);
  });

  it("limits invitation code checks of a client rotating X-Forwarded-For behind a proxy", async () => {
    const server = await serverWith({ TRUST_PROXY: "true" });
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i += 1) {
      const response = await server.app.inject({
        method: "POST",
        url: "/api/validate-code",
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": `${rotating(i)}, 203.0.113.10` },
        payload: { code: "SALON-XXXX-XXXX" },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
  });

  it("takes X-Request-Id only from a trusted proxy", async () => {
    const server = await serverWith({ TRUST_PROXY: "127.0.0.1" });
    const idFrom = async (remoteAddress: string, id: string) =>
      (await server.app.inject({ method: "GET", url: "/healthz", remoteAddress, headers: { "x-request-id": id } }))
        .headers["x-request-id"];
    expect(await idFrom("127.0.0.1", "4f1c2a7d9e0b4c3a8d6e5f7a1b2c3d4e")).toBe("4f1c2a7d9e0b4c3a8d6e5f7a1b2c3d4e");
    expect(await idFrom("203.0.113.9", "chosen-by-the-client")).toMatch(/^[0-9a-f-]{36}$/);
    // Even from the proxy, an id that could not be a request id is replaced.
    expect(await idFrom("127.0.0.1", "x".repeat(300))).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, null],
    ["false", null],
    ["0", null],
    ["true", { hops: 1 }],
    ["1", { hops: 1 }],
    ["3", { hops: 3 }],
    ["127.0.0.1", { addresses: ["127.0.0.1"] }],
    ["loopback, 10.0.0.0/8,fd00::/8", { addresses: ["loopback", "10.0.0.0/8", "fd00::/8"] }],
  ])("%s names the trusted proxies %j", (value, trusted) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustedProxies).toEqual(trusted);
  });

  it.each(["maybe", "-1", "1.5", "10.0.0.0/33", "300.1.1.1", "127.0.0.1,"])(
    "refuses %s with one line naming the variable",
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid configuration: TRUST_PROXY must be /);
    },
  );
});
