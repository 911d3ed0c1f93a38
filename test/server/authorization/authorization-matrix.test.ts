import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../harness/test-app.ts";
import { databaseSnapshot } from "../kits/db-snapshot.ts";
import { MATRIX_TABLE as TABLE } from "./matrix-table.ts";
import { outcomeOf, pendingOutcome, type MatrixCase, type Outcome } from "./matrix-types.ts";
import { buildWorld, type Caller, type World } from "./matrix-world.ts";
import { startCatalogedServer, type CatalogRoute } from "../kits/route-catalog.ts";

// A route without a row in the table fails the first test, so a new route cannot ship without its rule.
const CALLERS: Caller[] = [
  "anonymous",
  "Standard",
  "Travel Host",
  "Founding",
  "admin",
  "owner",
  "invitee",
  "pending member",
  "pending admin",
];

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

describe("the authorization matrix", () => {
  it("has a rule for every route the server registers, and none for a route that is gone", () => {
    const registered = routes.map((route) => route.key);
    expect(
      registered.filter((key) => !(key in TABLE)),
      "routes without a rule in the matrix",
    ).toEqual([]);
    expect(
      Object.keys(TABLE).filter((key) => !registered.includes(key)),
      "rules for routes the server no longer has",
    ).toEqual([]);
  });

  for (const [key, cases] of Object.entries(TABLE)) {
    for (const matrixCase of cases) {
      it(`${key}: ${matrixCase.about}`, async () => {
        expect(await mismatches(matrixCase)).toEqual([]);
      });
    }
  }
});

/** A streamed answer's body: a refusal read whole; an open stream (200) left at once, since it never ends by itself. */
async function streamedBody(response: { statusCode: number; stream(): NodeJS.ReadableStream & { destroy(): void } }) {
  const stream = response.stream();
  if (response.statusCode === 200) {
    stream.destroy();
    return "";
  }
  let text = "";
  for await (const chunk of stream) text += String(chunk);
  return text;
}

/** Calls the route as every caller of the case; answers what differed from the table (empty when all agree). */
async function mismatches(matrixCase: MatrixCase): Promise<string[]> {
  const problems: string[] = [];
  for (const caller of CALLERS) {
    const pending = caller === "pending member" || caller === "pending admin";
    const expected: Outcome | undefined = pending
      ? pendingOutcome(caller, matrixCase.expect)
      : matrixCase.expect[caller];
    if (expected === undefined) continue;
    const { as, ...request } = await matrixCase.request(world, caller);
    // The table is about who may, not how often: the world's fixtures make many calls as the same member.
    await server.database.db.deleteFrom("rate_limits").execute();
    const refused = expected !== "ok" && expected !== "redirect";
    const before = refused ? await databaseSnapshot(server) : undefined;
    const response = await world.call(as ?? world.actors[caller], request);
    const body = request.payloadAsStream ? await streamedBody(response) : response.body;
    const got = outcomeOf(response.statusCode);
    if (got !== expected)
      problems.push(`${caller}: expected ${expected}, got ${response.statusCode} ${body.slice(0, 200)}`);
    else if (
      pending &&
      expected === 403 &&
      expected !== matrixCase.expect[caller === "pending admin" ? "admin" : "Standard"] &&
      !body.includes('"code":"password_change_required"')
    ) {
      problems.push(`${caller}: refused, but not by the temporary-password gate: ${body.slice(0, 200)}`);
    }
    if (refused) {
      if (!/^application\/json/.test(String(response.headers["content-type"])))
        problems.push(`${caller}: the refusal is not JSON`);
      const after = await databaseSnapshot(server);
      for (const table of Object.keys(after)) {
        if (JSON.stringify(after[table]) !== JSON.stringify(before![table]))
          problems.push(`${caller}: a refused call changed the table ${table}`);
      }
    }
  }
  return problems;
}
