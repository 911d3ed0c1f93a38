// The README's nginx block, run by Debian's nginx in front of the app: the per-address limits hold for a client that
// rotates X-Forwarded-For, and the request id is the proxy's. nginx is required (CI installs it, .ci/run): when it is
// missing this test fails, it does not skip.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, testDialect, TestLog, type TestServer } from "../harness/test-app.ts";
import { readmeNginxBlocks, startNginx, type Nginx } from "./nginx-kit.ts";

let server: TestServer;
const log = new TestLog();
let nginx: Nginx;
let front: string;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "127.0.0.1" }, { log });
  await server.app.listen({ host: "127.0.0.1", port: 0 });
  const appPort = (server.app.server.address() as { port: number }).port;
  const location = readmeNginxBlocks().oneInstance.replace("http://127.0.0.1:3000", `http://127.0.0.1:${appPort}`);
  nginx = await startNginx({ serverLevel: location }, { workerConnections: 64 });
  front = nginx.front;
});

afterAll(async () => {
  await nginx?.stop();
  await server?.close();
});

/**
 * The client: another address than the proxy's (127.0.0.1, trusted), as a visitor's always is; every loopback
 * address is this machine's.
 */
const CLIENT_ADDRESS = "127.0.0.2";

/** A call through nginx from the client's address. */
function throughNginx(method: string, url: string, headers: Record<string, string>, body?: unknown) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const request = http.request(`${front}${url}`, { method, headers, localAddress: CLIENT_ADDRESS }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers }));
    });
    request.on("error", reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** Statuses of 12 calls through nginx, each with a new forged X-Forwarded-For. */
async function statusesThroughNginx(url: string, body: unknown) {
  const statuses: number[] = [];
  for (let i = 1; i <= 12; i += 1) {
    const response = await throughNginx(
      "POST",
      url,
      { "content-type": "application/json", "x-forwarded-for": `198.18.0.${i}` },
      body,
    );
    statuses.push(response.status);
  }
  return statuses;
}

describe(`behind Debian's nginx with the README's block and TRUST_PROXY=127.0.0.1 (${testDialect})`, () => {
  it("limits logins per address for a client rotating X-Forwarded-For: 10 a minute, then 429", async () => {
    expect(await statusesThroughNginx("/login", { email: "nobody@salon.test", password: "wrong-password" })).toEqual([
      ...Array<number>(10).fill(401),
      429,
      429,
    ]);
    // The request and authentication lines name the client as nginx saw it.
    const logins = log.lines.filter(
      (line) =>
        line.msg === "authentication" ||
        (line.msg === "request completed" && (line.req as { url: string }).url === "/login"),
    );
    expect(logins).toHaveLength(22);
    expect(new Set(logins.map((line) => line.clientAddress))).toEqual(new Set([CLIENT_ADDRESS]));
  });

  it("limits invitation code checks per address for a client rotating X-Forwarded-For: 10 a minute, then 429", async () => {
    expect(await statusesThroughNginx("/api/validate-code", { code: "SALON-XXXX-XXXX" })).toEqual([
      ...Array<number>(10).fill(200),
      429,
      429,
    ]);
  });

  it("answers with nginx's request id, not the one the client chose", async () => {
    const response = await throughNginx("GET", "/healthz", { "x-request-id": "chosen-by-the-client" });
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
  });
});
