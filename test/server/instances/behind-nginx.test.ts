// The README's nginx block, run by Debian's nginx in front of the app: the per-address limits hold for a client that
// rotates X-Forwarded-For, and the request id is the proxy's. nginx is required (CI installs it, .ci/run): when it is
// missing this test fails, it does not skip.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, testDialect, TestLog, type TestServer } from "../harness/test-app.ts";
import { freePort } from "./instances-kit.ts";

const README = path.resolve(import.meta.dirname, "../../../README.md");

/** The one ```nginx block of the README, as an operator would paste it. */
function readmeNginxBlock(): string {
  const blocks = [...fs.readFileSync(README, "utf8").matchAll(/```nginx\n([\s\S]*?)```/g)].map((match) => match[1]!);
  if (blocks.length !== 1) throw new Error(`README.md should hold one nginx block, it holds ${blocks.length}`);
  return blocks[0]!;
}

function nginxBinary(): string {
  for (const candidate of [process.env.NGINX, "/usr/sbin/nginx", "nginx"]) {
    if (candidate && spawnSync(candidate, ["-v"]).status === 0) return candidate;
  }
  throw new Error("nginx is needed for this test (Debian: apt-get install nginx); .ci/run installs it");
}

let server: TestServer;
const log = new TestLog();
let nginx: ChildProcess;
let prefix: string;
let front: string;

beforeAll(async () => {
  const binary = nginxBinary();
  server = await startTestServer({ TRUST_PROXY: "127.0.0.1" }, { log });
  await server.app.listen({ host: "127.0.0.1", port: 0 });
  const appPort = (server.app.server.address() as { port: number }).port;
  const frontPort = await freePort();
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), "salon-nginx-"));
  const location = readmeNginxBlock().replace("http://127.0.0.1:3000", `http://127.0.0.1:${appPort}`);
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    `daemon off;
master_process off;
pid ${path.join(prefix, "nginx.pid")};
error_log ${path.join(prefix, "error.log")} warn;
events { worker_connections 64; }
http {
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  server {
    listen 127.0.0.1:${frontPort};
    ${location}
  }
}
`,
  );
  nginx = spawn(binary, ["-p", prefix, "-e", path.join(prefix, "error.log"), "-c", path.join(prefix, "nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  nginx.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  front = `http://127.0.0.1:${frontPort}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.exitCode !== null)
      throw new Error(`nginx stopped: ${stderr}${fs.readFileSync(path.join(prefix, "error.log"), "utf8")}`);
    const up = await fetch(`${front}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once("exit", resolve));
    nginx.kill("SIGTERM");
    await exited;
  }
  await server?.close();
  if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
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
