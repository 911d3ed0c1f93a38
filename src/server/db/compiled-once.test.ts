import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, startTestServer, type TestServer } from "../../../test/server/harness/test-app.ts";
import { compiledOnce } from "./compiled-once.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("compiledOnce", () => {
  it("runs the query compiled once with each call's own values", async () => {
    const a = await createMember(server, { name: "Ada Lovelace" });
    const b = await createMember(server, { name: "Grace Hopper" });
    const nameOf = compiledOnce((db) => db.selectFrom("users").select("name").where("user_id", "=", 0));
    const db = server.database.db;
    expect(await nameOf(db, [a.userId])).toEqual([{ name: "Ada Lovelace" }]);
    expect(await nameOf(db, [b.userId])).toEqual([{ name: "Grace Hopper" }]);
    expect(await nameOf(db, [-1])).toEqual([]);
  });
});
