import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actAs, startTestServer, type Role, type TestServer } from "../../../../test/server/harness/test-app.ts";

let server: TestServer;
const cookies = {} as Record<Role, string | undefined>;
const ROLES: Role[] = ["anonymous", "Standard", "Travel Host", "Founding", "admin"];

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ROLES) cookies[role] = (await actAs(server, role)).cookie;
});
afterAll(async () => {
  await server.close();
});

const call = (role: Role, method: "GET" | "POST" | "DELETE", url: string, payload?: object, remoteAddress?: string) =>
  server.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: cookies[role] ? { cookie: cookies[role] } : {},
  });

const codeCount = async () => (await server.database.db.selectFrom("invitation_codes").select("code").execute()).length;

let address = 0;
/** Each validation check from its own address, so the per-IP limit only bites where a test wants it to. */
const validate = (code: unknown) => call("anonymous", "POST", "/api/validate-code", { code }, `192.0.2.${++address}`);

describe("admin invitation codes", () => {
  it.each([
    ["anonymous", 401],
    ["Standard", 403],
    ["Travel Host", 403],
    ["Founding", 403],
  ] as const)("are closed to %s callers (%i) and change nothing", async (role, status) => {
    const before = await codeCount();
    expect((await call(role, "GET", "/api/admin/invitation-codes")).statusCode).toBe(status);
    expect((await call(role, "POST", "/api/admin/invitation-codes", { code: "NOPE-1234" })).statusCode).toBe(status);
    expect((await call(role, "DELETE", "/api/admin/invitation-codes/NOPE-1234")).statusCode).toBe(status);
    expect(await codeCount()).toBe(before);
  });

  it("creates a generated code, lists it and revokes it, writing the audit log", async () => {
    const created = await call("admin", "POST", "/api/admin/invitation-codes", { maxUses: 3, note: "Spring salon" });
    expect(created.statusCode).toBe(201);
    const code = created.json();
    expect(code).toEqual({
      code: expect.stringMatching(/^SALON-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
      maxUses: 3,
      uses: 0,
      expiresAt: null,
      note: "Spring salon",
      revoked: false,
    });

    const list = (await call("admin", "GET", "/api/admin/invitation-codes")).json();
    expect(list).toContainEqual(code);

    const revoked = await call("admin", "DELETE", `/api/admin/invitation-codes/${code.code.toLowerCase()}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ code: code.code, revoked: true });

    const audit = (await call("admin", "GET", "/api/admin/audit-log")).json();
    expect(audit.slice(0, 2).map((entry: { action: string; target: string }) => [entry.action, entry.target])).toEqual([
      ["invitation-code.revoke", `invitation-code:${code.code}`],
      ["invitation-code.create", `invitation-code:${code.code}`],
    ]);
    expect(audit[0].actor.name).toMatch(/^Member \d+$/);
  });

  it("takes a chosen code with an expiry, case-insensitively unique", async () => {
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const created = await call("admin", "POST", "/api/admin/invitation-codes", { code: "gala-2027", expiresAt });
    expect(created.json()).toMatchObject({ code: "GALA-2027", expiresAt, maxUses: null });
    const again = await call("admin", "POST", "/api/admin/invitation-codes", { code: "GALA-2027" });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("conflict");
  });

  it.each([
    [{ code: "a b" }],
    [{ code: "x".repeat(41) }],
    [{ maxUses: 0 }],
    [{ maxUses: 1.5 }],
    [{ maxUses: "3" }],
    [{ expiresAt: "tomorrow" }],
    [{ expiresAt: "2000-01-01T00:00:00Z" }],
    [{ note: "n".repeat(501) }],
  ])("refuses bad input %j with 400 and creates nothing", async (payload) => {
    const before = await codeCount();
    const response = await call("admin", "POST", "/api/admin/invitation-codes", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "bad_request", details: expect.any(Array) });
    expect(await codeCount()).toBe(before);
  });

  it("answers 404 when revoking a code that does not exist", async () => {
    expect((await call("admin", "DELETE", "/api/admin/invitation-codes/NEVER-ISSUED")).statusCode).toBe(404);
  });
});

describe("POST /api/validate-code", () => {
  const create = async (payload: object) =>
    (await call("admin", "POST", "/api/admin/invitation-codes", payload)).json().code as string;

  it("says a usable code is valid, whatever its case", async () => {
    const code = await create({ code: "WELCOME-ADA" });
    expect((await validate(code)).json()).toEqual({ valid: true });
    expect((await validate(" welcome-ada ")).json()).toEqual({ valid: true });
  });

  it("says a wrong, empty, revoked, expired or used-up code is invalid, all in the same words", async () => {
    const revoked = await create({});
    await call("admin", "DELETE", `/api/admin/invitation-codes/${revoked}`);
    const expired = await create({});
    await server.database.db
      .updateTable("invitation_codes")
      .set({ expires_at: Date.now() - 1 })
      .where("code", "=", expired)
      .execute();
    const usedUp = await create({ maxUses: 1 });
    await server.database.db.updateTable("invitation_codes").set({ uses: 1 }).where("code", "=", usedUp).execute();

    for (const code of ["NOT-A-CODE", "", revoked, expired, usedUp]) {
      const response = await validate(code);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valid: false, error: "Invalid invitation code." });
    }
  });

  it("refuses a malformed body with 400", async () => {
    expect((await validate(12)).statusCode).toBe(400);
  });

  it("allows 10 checks a minute per address, then 429", async () => {
    for (let i = 0; i < 10; i++)
      expect((await call("anonymous", "POST", "/api/validate-code", { code: "X" }, "198.51.100.7")).statusCode).toBe(
        200,
      );
    const limited = await call("anonymous", "POST", "/api/validate-code", { code: "X" }, "198.51.100.7");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });
});

describe("GET /api/admin/audit-log", () => {
  it.each([
    ["anonymous", 401],
    ["Standard", 403],
    ["Founding", 403],
  ] as const)("is closed to %s callers", async (role, status) => {
    expect((await call(role, "GET", "/api/admin/audit-log")).statusCode).toBe(status);
  });

  it("refuses a bad page size", async () => {
    expect((await call("admin", "GET", "/api/admin/audit-log?limit=5000")).statusCode).toBe(400);
  });
});
