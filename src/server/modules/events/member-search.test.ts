import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actAs, createMember, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  cookie = (await actAs(server, "Standard")).cookie!;
  await createMember(server, { name: "Ada Lovelace", email: "ada@analytical.example", type: "Founding" });
  await createMember(server, { name: "Adaline Byron", email: "byron@poetry.example", type: "Travel Host" });
  await createMember(server, { name: "Grace 100% Hopper", email: "grace@navy.example" });
  const gone = await createMember(server, { name: "Ada Departed" });
  await server.database.db.updateTable("users").set({ active: 0 }).where("user_id", "=", gone.userId).execute();
});
afterAll(async () => {
  await server.close();
});

const search = (query: string, withCookie = true) =>
  server.app.inject({ method: "GET", url: `/api/members?${query}`, headers: withCookie ? { cookie } : {} });

describe("GET /api/members?q=", () => {
  it("answers 401 to anonymous callers", async () => {
    expect((await search("q=ada", false)).statusCode).toBe(401);
  });

  it("matches part of a name in any case, active members only, without emails", async () => {
    const response = await search("q=ADA");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { user_id: expect.any(Number), name: "Ada Lovelace", type: "Founding" },
      { user_id: expect.any(Number), name: "Adaline Byron", type: "Travel Host" },
    ]);
    expect(response.body).not.toContain("@");
  });

  it("matches a whole email address but not part of one", async () => {
    expect((await search("q=BYRON@poetry.example")).json().map((m: { name: string }) => m.name)).toEqual([
      "Adaline Byron",
    ]);
    expect((await search("q=poetry.example")).json()).toEqual([]);
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
