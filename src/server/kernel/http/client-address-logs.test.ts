import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  actAs,
  startTestServer,
  testDialect,
  TestLog,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { truncatedAddress } from "./client-address.ts";

let server: TestServer;
const log = new TestLog();

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "127.0.0.1" }, { log });
});
afterAll(async () => {
  await server.close();
});

/** A call through the trusted proxy at 127.0.0.1 from `client`, which wrote a forged address of its own first. */
const fromClient = (
  client: string,
  options: { method: "GET" | "POST"; url: string; payload?: object; cookie?: string | undefined },
) =>
  server.app.inject({
    method: options.method,
    url: options.url,
    remoteAddress: "127.0.0.1",
    headers: { "x-forwarded-for": `198.18.0.1, ${client}`, ...(options.cookie ? { cookie: options.cookie } : {}) },
    ...(options.payload ? { payload: options.payload } : {}),
  });

describe(`the client's address in the logs (${testDialect})`, () => {
  it("is on every request line", async () => {
    const response = await fromClient("203.0.113.9", { method: "GET", url: "/healthz" });
    const line = log.lines.find(
      (entry) => entry.msg === "request completed" && entry.reqId === response.headers["x-request-id"],
    );
    expect(line).toMatchObject({
      clientAddress: "203.0.113.9",
      req: { method: "GET", url: "/healthz" },
      res: { statusCode: 200 },
    });
  });

  it("is on every authentication line, beside its outcome", async () => {
    const response = await fromClient("203.0.113.10", {
      method: "POST",
      url: "/login",
      payload: { email: "nobody@salon.test", password: "wrong-password" },
    });
    expect(response.statusCode).toBe(401);
    const line = log.lines.find(
      (entry) => entry.msg === "authentication" && entry.reqId === response.headers["x-request-id"],
    );
    expect(line).toMatchObject({
      clientAddress: "203.0.113.10",
      auth: { method: "password", outcome: "unknown-account", userId: null },
    });
  });

  it("is stored in the audit log, cut to its network (IPv4 /24, IPv6 /48)", async () => {
    const { cookie } = await actAs(server, "admin");
    for (const client of ["203.0.113.77", "2001:db8:1234:5678::1"]) {
      const created = await fromClient(client, {
        method: "POST",
        url: "/api/admin/invitation-codes",
        payload: { maxUses: 1 },
        cookie,
      });
      expect(created.statusCode).toBe(201);
    }
    const rows = await server.database.db
      .selectFrom("audit_log")
      .select(["action", "client_address"])
      .orderBy("id")
      .execute();
    expect(rows.slice(-2)).toEqual([
      { action: "invitation-code.create", client_address: "203.0.113.0/24" },
      { action: "invitation-code.create", client_address: "2001:db8:1234::/48" },
    ]);
  });
});

describe("truncatedAddress", () => {
  it.each([
    ["203.0.113.77", "203.0.113.0/24"],
    ["::ffff:192.0.2.200", "192.0.2.0/24"],
    ["2001:db8:1234:5678::1", "2001:db8:1234::/48"],
    ["::1", "::/48"],
    ["fe80::1%eth0", "fe80::/48"],
    ["64:ff9b::192.0.2.1", "64:ff9b::/48"],
    ["unknown", null],
    [undefined, null],
  ])("%s is kept as %s", (address, kept) => {
    expect(truncatedAddress(address)).toBe(kept);
  });
});
