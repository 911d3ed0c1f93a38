import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, TEST_PASSWORD, type TestServer } from "../harness/test-app.ts";
import { databaseSnapshot } from "../kits/db-snapshot.ts";
import { MATRIX_TABLE as TABLE } from "./matrix-table.ts";
import { buildWorld, nextAddress, type Caller, type World } from "./matrix-world.ts";
import { startCatalogedServer, type CatalogRoute } from "../kits/route-catalog.ts";

/**
 * Sessions and CSRF (docs/product/http.md#sessions, #csrf), what the module tests do not already prove (auth.test.ts covers fixation, idle expiry,
 * logout, lockout and login limits; password-reset.test.ts token reuse, expiry and the forgot-password
 * words; applications.test.ts the application answers): stolen cookies, absolute expiry, login timing,
 * and the CSRF defence on every state-changing route of the server.
 */
const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

let server: TestServer;
let routes: CatalogRoute[];
let world: World;

beforeAll(async () => {
  ({ server, routes } = await startCatalogedServer());
  world = await buildWorld(server);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const userDetails = (cookie: string | undefined) =>
  world.call({ cookie } as World["actors"]["owner"], { method: "GET", url: "/user-details" });

describe("a stolen session cookie", () => {
  it("is useless once its owner logs out, for reading and for changing anything", async () => {
    const victim = await world.freshAs("Founding");
    const stolen = victim.cookie;
    expect((await world.call(victim, { method: "POST", url: "/logout" })).statusCode).toBe(200);
    const before = await databaseSnapshot(server);
    expect((await userDetails(stolen)).statusCode).toBe(401);
    const thief = { ...victim, cookie: stolen };
    expect(
      (await world.call(thief, { method: "POST", url: "/api/events", payload: { title: "Thief's party" } })).statusCode,
    ).toBe(401);
    expect(
      (await world.call(thief, { method: "POST", url: "/update-user", payload: { name: "Thief" } })).statusCode,
    ).toBe(401);
    expect(await databaseSnapshot(server)).toEqual(before);
  });

  it("expires at the absolute limit even while it is in daily use", async () => {
    const member = await world.freshAs("Standard");
    const now = Date.now();
    await server.database.db
      .updateTable("sessions")
      .set({ created_at: now - server.config.session.absoluteMs - 1000, last_seen_at: now })
      .where("user_id", "=", member.userId)
      .execute();
    expect((await userDetails(member.cookie)).statusCode).toBe(401);
    const left = await server.database.db
      .selectFrom("sessions")
      .select("user_id")
      .where("user_id", "=", member.userId)
      .execute();
    expect(left).toHaveLength(0);
  });

  it("cannot be forged or stretched: a made-up, an overlong and a truncated token are all anonymous", async () => {
    const member = await world.freshAs("Standard");
    const [name, value] = member.cookie!.split("=") as [string, string];
    for (const token of [randomBytes(32).toString("base64url"), value + "x".repeat(200), value.slice(0, -1), ""]) {
      expect((await userDetails(`${name}=${token}`)).statusCode).toBe(401);
    }
  });
});

describe("user enumeration through timing", () => {
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  async function timed(send: () => Promise<unknown>) {
    const start = process.hrtime.bigint();
    await send();
    return Number(process.hrtime.bigint() - start) / 1e6;
  }
  const TRIES = 10;

  it("POST /login takes about as long for an unknown email as for a known one with a wrong password", async () => {
    const known = await Promise.all(Array.from({ length: TRIES }, () => createMember(server)));
    const login = (email: string) =>
      world.call(world.actors.anonymous, {
        method: "POST",
        url: "/login",
        payload: { email, password: "Wrong-Password-123" },
      });
    // Warm up both paths, then alternate so that load on the machine hits both alike.
    await login(known[0]!.email);
    await login(`nobody-${randomBytes(4).toString("hex")}@example.com`);
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < TRIES; i += 1) {
      knownTimes.push(await timed(() => login(known[i]!.email)));
      unknownTimes.push(await timed(() => login(`nobody-${randomBytes(4).toString("hex")}@example.com`)));
    }
    const ratio = median(unknownTimes) / median(knownTimes);
    console.info(
      `login timing: known ${median(knownTimes).toFixed(1)} ms, unknown ${median(unknownTimes).toFixed(1)} ms, ratio ${ratio.toFixed(2)}`,
    );
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it("POST /forgot-password answers the same words, status and headers for a member and a stranger", async () => {
    const member = await createMember(server);
    const forgot = (email: string) =>
      world.call(world.actors.anonymous, { method: "POST", url: "/forgot-password", payload: { email } });
    const a = await forgot(member.email);
    const b = await forgot(`stranger-${randomBytes(4).toString("hex")}@example.com`);
    expect([a.statusCode, a.body, a.headers["content-type"]]).toEqual([
      b.statusCode,
      b.body,
      b.headers["content-type"],
    ]);
    expect(a.cookies).toEqual(b.cookies);
  });

  it("POST /request answers a member's address exactly as a stranger's, and the known email's login answer matches an unknown one", async () => {
    const member = await createMember(server);
    const apply = (email: string) =>
      world.call(world.actors.anonymous, {
        method: "POST",
        url: "/request",
        payload: { ...world.applicationPayload(world.code), email },
      });
    const a = await apply(member.email);
    const b = await apply(`stranger-${randomBytes(4).toString("hex")}@example.com`);
    expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
    const wrong = await world.call(world.actors.anonymous, {
      method: "POST",
      url: "/login",
      payload: { email: member.email, password: `${TEST_PASSWORD}x` },
    });
    const unknown = await world.call(world.actors.anonymous, {
      method: "POST",
      url: "/login",
      payload: { email: "nobody@example.com", password: TEST_PASSWORD },
    });
    expect([wrong.statusCode, wrong.body]).toEqual([unknown.statusCode, unknown.body]);
  });
});

describe("cross-site requests (fetch metadata)", () => {
  const ATTACKS = [
    { label: "Origin: https://evil.example", headers: { origin: "https://evil.example" } },
    { label: "Sec-Fetch-Site: cross-site", headers: { "sec-fetch-site": "cross-site" } },
    { label: "Sec-Fetch-Site: same-site (a sibling subdomain)", headers: { "sec-fetch-site": "same-site" } },
  ];

  it("covers every state-changing route of the server", () => {
    const stateChanging = routes.filter((route) => !SAFE.has(route.method)).map((route) => route.key);
    expect(stateChanging.filter((key) => !TABLE[key]?.length)).toEqual([]);
    expect(stateChanging.length).toBeGreaterThan(30);
  });

  it("refuses each one with 403, changing nothing, with a request that is otherwise valid", async () => {
    const problems: string[] = [];
    for (const route of routes.filter((r) => !SAFE.has(r.method))) {
      const matrixCase = TABLE[route.key]![0]!;
      // The caller the table says may make this call, so only the cross-site headers stand in the way.
      const caller = (Object.keys(matrixCase.expect) as Caller[]).find((c) => matrixCase.expect[c] === "ok") ?? "admin";
      for (const attack of ATTACKS) {
        const { as, ...request } = await matrixCase.request(world, caller);
        const before = await databaseSnapshot(server);
        const response = await world.call(as ?? world.actors[caller], {
          ...request,
          remoteAddress: nextAddress(),
          headers: { ...request.headers, ...attack.headers },
        });
        if (response.statusCode !== 403) problems.push(`${route.key} (${attack.label}): ${response.statusCode}`);
        if (JSON.stringify(await databaseSnapshot(server)) !== JSON.stringify(before))
          problems.push(`${route.key} (${attack.label}) changed the database`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
