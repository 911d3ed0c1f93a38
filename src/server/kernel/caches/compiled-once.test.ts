import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { compiledOnce, compiledOncePerId } from "./compiled-once.ts";

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

  it("never reads what a transaction still open on the connection has written: it waits, or reads what is committed", async () => {
    const member = await createMember(server, { name: "Ada Lovelace" });
    const nameOf = compiledOnce((db) => db.selectFrom("users").select("name").where("user_id", "=", 0));
    const db = server.database.db;
    let written!: () => void;
    const writtenInTransaction = new Promise<void>((resolve) => (written = resolve));
    const rolledBack = db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable("users").set({ name: "Never Committed" }).where("user_id", "=", member.userId).execute();
        written();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error("rolled back");
      })
      .catch(() => "rolled back");
    await writtenInTransaction;
    const readDuring = nameOf(db, [member.userId]);
    expect(await rolledBack).toBe("rolled back");
    expect(await readDuring).toEqual([{ name: "Ada Lovelace" }]);
    expect(await nameOf(db, [member.userId])).toEqual([{ name: "Ada Lovelace" }]);
  });

  it("writes as Kysely would, outside a transaction: a statement without result answers no rows", async () => {
    const member = await createMember(server, { name: "Grace Hopper" });
    const rename = compiledOnce((db) => db.updateTable("users").set({ name: "" }).where("user_id", "=", 0));
    const nameOf = compiledOnce((db) => db.selectFrom("users").select("name").where("user_id", "=", 0));
    const db = server.database.db;
    expect(await rename(db, ["Grace Brewster Hopper", member.userId])).toEqual([]);
    expect(await nameOf(db, [member.userId])).toEqual([{ name: "Grace Brewster Hopper" }]);
  });
});

describe("compiledOncePerId", () => {
  it("puts each call's id wherever the query used it, and keeps the builder's other values", async () => {
    const a = await createMember(server, { name: "Ada Lovelace", type: "Founding" });
    const b = await createMember(server, { name: "Grace Hopper", type: "Standard" });
    const sameTwice = compiledOncePerId((db, id) =>
      db
        .selectFrom("users")
        .select("name")
        .where("user_id", "=", id)
        .where((eb) => eb.or([eb("user_id", "=", id), eb("type", "=", "Founding")]))
        .where("type", "<>", "Travel Host"),
    );
    const db = server.database.db;
    expect(await sameTwice(db, a.userId)).toEqual([{ name: "Ada Lovelace" }]);
    expect(await sameTwice(db, b.userId)).toEqual([{ name: "Grace Hopper" }]);
    expect(await sameTwice(db, -1)).toEqual([]);
  });
});
