import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { rowCounts } from "../kits/db-snapshot.ts";
import { answerProblem, RAW_BODIES } from "./hostile-answers.ts";
import { hostileBody, hostilePath, hostileQuery, hostileValue, schemaKeys } from "./hostile-values.ts";
import { buildWorld } from "../authorization/matrix-world.ts";
import { startCatalogedServer, type CatalogRoute } from "../kits/route-catalog.ts";

/**
 * Hostile input (docs/product/http.md#errors): every route with a body, query or path schema, read from the server's own
 * route list, gets generated input that breaks its schema, as an admin and as a member. Every answer is a
 * 4xx JSON error (or a success the route's response schema allowed), never a 5xx, and a refused request
 * leaves every table's row count as it was. FUZZ_SEED replays a run; FUZZ_RUNS makes it longer.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20260601);
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);

const { server, routes } = await startCatalogedServer();
const world = await buildWorld(server);
afterAll(async () => {
  await server.close();
});

/** Real ids and names from the test data, mixed into the generated values so that checks beyond the schema are reached. */
const REAL = [
  world.openEvent,
  world.inviteOnlyEvent,
  world.image.id,
  String(world.imageComment),
  String(world.inviteOnlyComment),
  String(world.actors.Standard.userId),
  String(world.mailingId),
  world.code,
  "thumbnail",
];
const CALLERS = { admin: world.actors.admin, member: world.actors.owner } as const;
const fuzzed = routes.filter((route) => route.schema?.body || route.schema?.querystring || route.schema?.params);

/** Sends one request; fails with the reason when the answer breaks the contract or a refusal changed the database. */
async function probe(route: CatalogRoute, caller: keyof typeof CALLERS, request: InjectOptions) {
  const before = await rowCounts(server);
  const response = await world.call(CALLERS[caller], request);
  const problem = answerProblem(route, response);
  if (problem) throw new Error(`${caller} ${request.method} ${String(request.url).slice(0, 200)}: ${problem}`);
  if (response.statusCode >= 400) {
    expect(await rowCounts(server), `${caller}: a refused ${route.key} changed the database`).toEqual(before);
  }
}

describe("hostile input", () => {
  it("reaches a fair share of the server's routes", () => {
    expect(fuzzed.length).toBeGreaterThan(40);
  });

  // fc.integer() alone stops at 32 bits, which is how ids of 2^31 answering 500 on PostgreSQL went unseen.
  it("draws integers at and past every column's limit, as numbers, as text and in paths", () => {
    const values = fc.sample(hostileValue, { seed: SEED, numRuns: 2000 }).flatMap((value) => [value].flat());
    for (const edge of [2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 1e10, 2 ** 53 - 1]) {
      expect(values, String(edge)).toContain(edge);
      expect(values, `"${edge}"`).toContain(String(edge));
    }
    const paths = fc.sample(hostilePath("/api/comments/:id"), { seed: SEED, numRuns: 200 });
    expect(paths).toContain("/api/comments/2147483648");
  });

  // PostgreSQL cannot store U+0000 in text and fails the statement (SQLSTATE 22021); that is bad input, not a 500.
  it("answers a NUL character in a text field with a 4xx on every database", async () => {
    const code = await world.call(world.actors.admin, {
      method: "POST",
      url: "/api/validate-code",
      payload: { code: "a\u0000b" },
    });
    expect(code.statusCode).toBeLessThan(500);
    const name = await world.call(world.actors.admin, {
      method: "POST",
      url: "/update-user",
      payload: { name: "Ada\u0000" },
    });
    expect(name.statusCode).toBeLessThan(500);
    expect(
      answerProblem(
        routes.find((route) => route.key === "POST /update-user")!,
        name,
      ),
    ).toBeUndefined();
  });

  for (const route of fuzzed) {
    const hasBody = Boolean(route.schema?.body);
    const request = fc.record({
      url: hostilePath(route.url, REAL),
      query: route.schema?.querystring ? hostileQuery(schemaKeys(route.schema.querystring), REAL) : fc.constant(""),
      body: hasBody ? hostileBody(schemaKeys(route.schema?.body), REAL) : fc.constant(undefined),
    });

    it(`${route.key}: generated input never gets a 5xx or changes anything when refused`, async () => {
      for (const caller of Object.keys(CALLERS) as (keyof typeof CALLERS)[]) {
        await fc.assert(
          fc.asyncProperty(request, async ({ url, query, body }) => {
            await probe(route, caller, {
              method: route.method as InjectOptions["method"],
              url: query ? `${url}?${query}` : url,
              ...(hasBody ? { payload: JSON.stringify(body), headers: { "content-type": "application/json" } } : {}),
            });
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
      }
    }, 120_000);

    if (hasBody) {
      it(`${route.key}: malformed bodies and wrong content types get a 4xx`, async () => {
        const url = fc.sample(hostilePath(route.url, REAL.slice(0, 1)), { seed: SEED, numRuns: 1 })[0]!;
        for (const caller of Object.keys(CALLERS) as (keyof typeof CALLERS)[]) {
          for (const raw of RAW_BODIES) {
            await probe(route, caller, {
              method: route.method as InjectOptions["method"],
              url,
              payload: raw.payload,
              headers: { "content-type": raw.contentType },
            });
          }
        }
      }, 120_000);
    }
  }
});
