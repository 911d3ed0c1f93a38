import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  actAs,
  createMember,
  login,
  startTestServer,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { DEFAULT_EVENT_CATEGORIES } from "../../../shared/event-categories.ts";

let server: TestServer;
let member: string;
let admin: string;
let deactivated: string;

beforeAll(async () => {
  server = await startTestServer();
  member = (await actAs(server, "Founding")).cookie!;
  admin = (await actAs(server, "admin")).cookie!;
  const leaving = await createMember(server, { type: "Founding" });
  deactivated = await login(server.app, leaving.email);
  await server.database.db.updateTable("users").set({ active: 0 }).where("user_id", "=", leaving.userId).execute();
});
afterAll(async () => {
  await server.close();
});

const call = (cookie: string | undefined, method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
  server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

const stored = () => server.database.db.selectFrom("event_categories").selectAll().orderBy("position").execute();
const adminList = async () =>
  (await call(admin, "GET", "/api/admin/event-categories")).json().categories as {
    key: string;
    label: string;
    hidden: boolean;
  }[];
const putAs = (cookie: string | undefined, categories: object[]) =>
  call(cookie, "PUT", "/api/admin/event-categories", { categories });
const put = (categories: object[]) => putAs(admin, categories);

describe("the club's event categories", () => {
  it("start as the defaults, with no duplicates: neither Golfing nor Custom", async () => {
    const categories = await adminList();
    expect(categories.map((c) => c.key)).toEqual(DEFAULT_EVENT_CATEGORIES.map((c) => c.key));
    expect(categories.map((c) => c.label)).toContain("Golf");
    expect(categories.map((c) => c.label)).not.toContain("Golfing");
    expect(categories.map((c) => c.label)).not.toContain("Custom");
    const visible = await call(member, "GET", "/api/event-categories");
    expect(visible.statusCode).toBe(200);
    expect(visible.json().categories[0]).toEqual({ key: "travel", label: "Travel" });
  });

  it.each([
    ["anonymous", undefined, 401],
    ["a member", "member", 403],
    ["a deactivated member", "deactivated", 401],
  ] as const)("are closed to %s for admins' calls, changing nothing", async (_who, which, status) => {
    const cookie = which === "member" ? member : which === "deactivated" ? deactivated : undefined;
    const before = await stored();
    expect((await call(cookie, "GET", "/api/admin/event-categories")).statusCode).toBe(status);
    expect((await putAs(cookie, [{ key: "golf", label: "Golf Days", hidden: false }])).statusCode).toBe(status);
    expect(await stored()).toEqual(before);
  });

  it("are read by members only", async () => {
    expect((await call(undefined, "GET", "/api/event-categories")).statusCode).toBe(401);
    expect((await call(deactivated, "GET", "/api/event-categories")).statusCode).toBe(401);
  });

  it.each([
    ["no list", {}],
    ["an empty list", { categories: [] }],
    ["a blank name", { categories: [{ key: "golf", label: "  ", hidden: false }] }],
    ["a bad key", { categories: [{ key: "Golf Days!", label: "Golf", hidden: false }] }],
  ])("refuse %s with a clear 400, changing nothing", async (_what, body) => {
    const before = await stored();
    const response = await call(admin, "PUT", "/api/admin/event-categories", body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(await stored()).toEqual(before);
  });

  it("refuse two categories of the same key or name, or a spec duplicate key, changing nothing", async () => {
    const before = await stored();
    const current = await adminList();
    const twice = await put([...current, { key: "golf", label: "Golf again", hidden: false }]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details).toEqual([
      { path: "body.categories.23.key", message: "Two categories have the same key." },
    ]);
    const sameName = await put([...current, { label: "golf", hidden: false }]);
    expect(sameName.json().details[0].message).toBe("Two categories have the same name.");
    expect((await put([...current, { key: "golfing", label: "Golfing", hidden: false }])).statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it("are renamed, hidden and added by an admin, audited; members read the visible ones", async () => {
    const current = await adminList();
    const changed = current.map((c) =>
      c.key === "golf" ? { ...c, label: "Golf Days" } : c.key === "karaoke" ? { ...c, hidden: true } : c,
    );
    const response = await put([...changed, { label: "Polo & Croquet" }]);
    expect(response.statusCode).toBe(200);
    const categories = response.json().categories;
    expect(categories.find((c: { key: string }) => c.key === "golf")).toEqual({
      key: "golf",
      label: "Golf Days",
      hidden: false,
    });
    expect(categories.at(-1)).toEqual({ key: "polo-croquet", label: "Polo & Croquet", hidden: false });

    const visible = (await call(member, "GET", "/api/event-categories")).json().categories;
    expect(visible).toContainEqual({ key: "golf", label: "Golf Days" });
    expect(visible).toContainEqual({ key: "polo-croquet", label: "Polo & Croquet" });
    expect(visible.map((c: { key: string }) => c.key)).not.toContain("karaoke");

    const audit = (await call(admin, "GET", "/api/admin/audit-log")).json();
    expect(audit[0]).toMatchObject({ action: "event-categories.replace" });
  });

  it("check an event's category: the spec's duplicate keys are taken as theirs, hidden ones refused for new events", async () => {
    const golfing = await call(member, "POST", "/api/events", eventPayload({ title: "Links", type: "golfing" }));
    expect(golfing.statusCode).toBe(201);
    expect(golfing.json()).toMatchObject({ type: "golf" });
    const custom = await call(member, "POST", "/api/events", eventPayload({ title: "Odd one", type: "custom" }));
    expect(custom.json()).toMatchObject({ type: "other" });

    const unknown = await call(member, "POST", "/api/events", eventPayload({ type: "bowling" }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Choose one of the club's categories.");
    const hidden = await call(member, "POST", "/api/events", eventPayload({ type: "karaoke" }));
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().message).toBe("This category is hidden: choose another one.");
  });

  it("keep a hidden category on the event that has it, and refuse to remove a category in use", async () => {
    const created = await call(member, "POST", "/api/events", eventPayload({ title: "Sing", type: "museum" }));
    const id = created.json().id as string;
    const current = await adminList();
    await put(current.map((c) => (c.key === "museum" ? { ...c, hidden: true } : c)));
    const kept = await call(member, "PUT", `/api/events/${id}`, { title: "Sing along" });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ type: "museum", title: "Sing along" });
    const moved = await call(member, "PUT", `/api/events/${id}`, { type: "karaoke" });
    expect(moved.statusCode).toBe(400);

    const before = await stored();
    const removed = await put((await adminList()).filter((c) => c.key !== "museum"));
    expect(removed.statusCode).toBe(400);
    expect(removed.json().message).toBe("Museum is used by events: hide it instead of removing it.");
    expect(await stored()).toEqual(before);
    const unused = await put((await adminList()).filter((c) => c.key !== "picnic"));
    expect(unused.statusCode).toBe(200);
  });
});

describe("an admin without the second factor asked of her", () => {
  let other: TestServer;
  afterAll(async () => {
    await other.close();
  });
  it("is refused the admin calls and reads the visible list as a member", async () => {
    other = await startTestServer({ REQUIRE_ADMIN_2FA: "true" });
    const unfactored = await createMember(other, { type: "Founding", admin: true });
    const cookie = await login(other.app, unfactored.email);
    const inject = (method: "GET" | "PUT", url: string, payload?: object) =>
      other.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const refused = await inject("GET", "/api/admin/event-categories");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("second_factor_required");
    const put = await inject("PUT", "/api/admin/event-categories", { categories: [{ label: "Only" }] });
    expect(put.statusCode).toBe(403);
    expect((await inject("GET", "/api/event-categories")).statusCode).toBe(200);
    expect(await other.database.db.selectFrom("event_categories").select("key").execute()).toHaveLength(
      DEFAULT_EVENT_CATEGORIES.length,
    );
  });
});
