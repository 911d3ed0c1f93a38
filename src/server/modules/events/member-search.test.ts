import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  actAs,
  createMember,
  login,
  startTestServer,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { profileUpdate } from "../../../../test/server/kits/profiles-test-kit.ts";

let server: TestServer;
let cookie: string;
let adminCookie: string;

beforeAll(async () => {
  server = await startTestServer();
  cookie = (await actAs(server, "Standard")).cookie!;
  adminCookie = (await actAs(server, "admin")).cookie!;
  const ada = await createMember(server, { name: "Ada Lovelace", email: "ada@analytical.example", type: "Founding" });
  const shared = await server.app.inject({
    method: "PUT",
    url: "/api/me/profile",
    headers: { cookie: await login(server.app, ada.email) },
    payload: profileUpdate({ visibility: { email: "members" } }),
  });
  expect(shared.statusCode).toBe(200);
  await createMember(server, { name: "Adaline Byron", email: "byron@poetry.example", type: "Travel Host" });
  await createMember(server, { name: "Grace 100% Hopper", email: "grace@navy.example" });
  const gone = await createMember(server, { name: "Ada Departed" });
  await server.database.db.updateTable("users").set({ active: 0 }).where("user_id", "=", gone.userId).execute();
});
afterAll(async () => {
  await server.close();
});

const search = (query: string, as: string | null = cookie) =>
  server.app.inject({ method: "GET", url: `/api/members?${query}`, headers: as ? { cookie: as } : {} });

describe("GET /api/members?q=", () => {
  it("answers 401 to anonymous callers", async () => {
    expect((await search("q=ada", null)).statusCode).toBe(401);
  });

  it("matches part of a name in any case, active members only, without emails; no photo is a null avatar_url", async () => {
    const response = await search("q=ADA");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { user_id: expect.any(Number), name: "Ada Lovelace", type: "Founding", avatar_url: null },
      { user_id: expect.any(Number), name: "Adaline Byron", type: "Travel Host", avatar_url: null },
    ]);
    expect(response.body).not.toContain("@");
  });

  it("matches a whole email address but not part of one", async () => {
    expect((await search("q=BYRON@poetry.example", adminCookie)).json().map((m: { name: string }) => m.name)).toEqual([
      "Adaline Byron",
    ]);
    expect((await search("q=poetry.example", adminCookie)).json()).toEqual([]);
  });

  it("finds a member by her email only when the searcher may see it: shared with members, or an admin", async () => {
    const names = async (query: string, as: string) =>
      (await search(query, as)).json().map((m: { name: string }) => m.name);
    expect(await names("q=byron@poetry.example", cookie)).toEqual([]);
    expect(await names("q=byron@poetry.example", adminCookie)).toEqual(["Adaline Byron"]);
    expect(await names("q=ada@analytical.example", cookie)).toEqual(["Ada Lovelace"]);
  });

  it("treats % and _ as plain characters and bounds the answer", async () => {
    expect((await search("q=100%25")).json().map((m: { name: string }) => m.name)).toEqual(["Grace 100% Hopper"]);
    expect((await search("q=_")).json()).toEqual([]);
    expect((await search("q=a&limit=1")).json()).toHaveLength(1);
  });

  it("refuses an empty query or a limit over 50 with 400", async () => {
    expect((await search("q=")).statusCode).toBe(400);
    expect((await search("q=%20%20")).statusCode).toBe(400);
    expect((await search("q=ada&limit=51")).statusCode).toBe(400);
  });
});
