import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { actAs, startTestServer, testDialect, type TestServer } from "../../../../test/server/harness/test-app.ts";

const MINUTE_MS = 60_000;

let server: TestServer;

beforeAll(async () => {
  // 0.01 day: an idle limit of 14.4 minutes, far below the hour last_seen_at used to be written at most.
  server = await startTestServer({ SESSION_IDLE_DAYS: "0.01" });
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  vi.useRealTimers();
});

describe(`a session with an idle limit under an hour (${testDialect})`, () => {
  it("stays open for a member who makes a request every 10 minutes, and ends 14.4 idle minutes after the last one", async () => {
    const { cookie } = await actAs(server, "Standard");
    const status = async () =>
      (await server.app.inject({ method: "GET", url: "/auth-status", headers: { cookie: cookie! } })).json();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    for (let step = 0; step < 6; step += 1) {
      vi.advanceTimersByTime(10 * MINUTE_MS);
      expect(await status()).toMatchObject({ authenticated: true });
    }
    vi.advanceTimersByTime(15 * MINUTE_MS);
    expect(await status()).toEqual({ authenticated: false });
  });
});

describe("touchInterval", () => {
  it("is a tenth of the idle limit, at most an hour", async () => {
    const { touchInterval } = await import("./sessions-plugin.ts");
    expect(touchInterval(15 * MINUTE_MS)).toBe(90_000);
    expect(touchInterval(14 * 24 * 60 * MINUTE_MS)).toBe(60 * MINUTE_MS);
  });
});

describe("signedInMember", () => {
  it("hands a guarded route its member, and answers 401 on a route that forgot its guard", () => {
    const member = { id: "1" } as never;
    expect(signedInMember({ member } as never)).toBe(member);
    expect(() => signedInMember({ member: null } as never)).toThrow(expect.objectContaining({ statusCode: 401 }));
  });
});
