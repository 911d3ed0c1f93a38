import type { InjectOptions } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { rowCounts } from "../kits/db-snapshot.ts";
import { answerProblem } from "./hostile-answers.ts";
import { buildWorld, type Actor } from "../authorization/matrix-world.ts";
import { startCatalogedServer } from "../kits/route-catalog.ts";
import { INT32_MAX } from "../../../src/shared/integers.ts";
import { unboundedIntegers } from "./schema-integers.ts";

/**
 * Integers past what their column holds (docs/product/limits.md#whole-numbers): ids and cursors are `integer` columns, 32 bits on
 * PostgreSQL, where 2^31 failed the statement and answered 500. Each is now refused by its schema with a 400,
 * on both databases, and nothing changes. The limit itself (2^31 - 1) is a valid id that names nothing: 404.
 */
const { server, routes } = await startCatalogedServer();
const world = await buildWorld(server);
afterAll(async () => {
  await server.close();
});

/** Past 32 bits: the smallest, 1e10 as the review wrote it, the largest safe integer, and the most negative int32 less one. */
const PAST = ["2147483648", "1e10", "10000000000", "9007199254740991", "-2147483649"];

interface Probe {
  label: string;
  who: Actor;
  request: (value: string) => InjectOptions;
}

const json = (payload: unknown) => ({
  payload: JSON.stringify(payload),
  headers: { "content-type": "application/json" },
});
const n = (value: string) => Number(value);
const { admin, owner } = world.actors;

const PROBES: Probe[] = [
  {
    label: "PUT /api/comments/:id",
    who: owner,
    request: (v) => ({ method: "PUT", url: `/api/comments/${v}`, ...json({ content: "Edited." }) }),
  },
  { label: "DELETE /api/comments/:id", who: owner, request: (v) => ({ method: "DELETE", url: `/api/comments/${v}` }) },
  {
    label: "POST /api/comments/:id/like",
    who: owner,
    request: (v) => ({ method: "POST", url: `/api/comments/${v}/like` }),
  },
  {
    label: "DELETE /api/comments/:id/unlike",
    who: owner,
    request: (v) => ({ method: "DELETE", url: `/api/comments/${v}/unlike` }),
  },
  {
    label: "GET /api/comments?cursor=",
    who: owner,
    request: (v) => ({ method: "GET", url: `/api/comments?commentableId=${world.openEvent}&cursor=${v}` }),
  },
  {
    label: "POST /api/comments mentions",
    who: owner,
    request: (v) => ({
      method: "POST",
      url: "/api/comments",
      ...json({ content: "Hello @Someone", commentableId: world.openEvent, mentions: [n(v)] }),
    }),
  },
  {
    label: "PUT /api/comments/:id mentions",
    who: owner,
    request: (v) => ({
      method: "PUT",
      url: `/api/comments/${world.imageComment}`,
      ...json({ content: "Hi", mentions: [n(v)] }),
    }),
  },
  {
    label: "POST /api/events/invite userIds",
    who: owner,
    request: (v) => ({
      method: "POST",
      url: "/api/events/invite",
      ...json({ eventId: world.inviteOnlyEvent, userIds: [n(v)] }),
    }),
  },
  {
    label: "POST /api/events/invite userIds as text",
    who: owner,
    request: (v) => ({
      method: "POST",
      url: "/api/events/invite",
      ...json({ eventId: world.inviteOnlyEvent, userIds: [v] }),
    }),
  },
  {
    label: "POST /api/events/send-confirmation userId",
    who: owner,
    request: (v) => ({
      method: "POST",
      url: "/api/events/send-confirmation",
      ...json({ eventId: world.openEvent, userId: v }),
    }),
  },
  {
    label: "PUT /api/users/:userId/privilege",
    who: admin,
    request: (v) => ({ method: "PUT", url: `/api/users/${v}/privilege`, ...json({ type: "Standard" }) }),
  },
  {
    label: "PUT /api/users/:userId/admin",
    who: admin,
    request: (v) => ({ method: "PUT", url: `/api/users/${v}/admin`, ...json({ admin: false }) }),
  },
  {
    label: "PUT /api/users/:userId/active",
    who: admin,
    request: (v) => ({ method: "PUT", url: `/api/users/${v}/active`, ...json({ active: false }) }),
  },
  {
    label: "POST /api/users/:userId/remove",
    who: admin,
    request: (v) => ({ method: "POST", url: `/api/users/${v}/remove` }),
  },
  {
    label: "PUT /api/users/:userId/reset-password-to-temp",
    who: admin,
    request: (v) => ({ method: "PUT", url: `/api/users/${v}/reset-password-to-temp` }),
  },
  {
    label: "PATCH /api/applications/:id/status",
    who: admin,
    request: (v) => ({ method: "PATCH", url: `/api/applications/${v}/status`, ...json({ accepted: false }) }),
  },
  {
    label: "POST /api/applications/:id/votes",
    who: admin,
    request: (v) => ({ method: "POST", url: `/api/applications/${v}/votes`, ...json({ vote: "reject" }) }),
  },
  {
    label: "GET /api/admin/mailings/:id/failures",
    who: admin,
    request: (v) => ({ method: "GET", url: `/api/admin/mailings/${v}/failures` }),
  },
  {
    label: "GET /api/admin/mailings/:id/review",
    who: admin,
    request: (v) => ({ method: "GET", url: `/api/admin/mailings/${v}/review` }),
  },
  {
    label: "GET /api/admin/mailings/:id/review/document",
    who: admin,
    request: (v) => ({ method: "GET", url: `/api/admin/mailings/${v}/review/document` }),
  },
  {
    label: "POST /api/admin/mailings/:id/retry",
    who: admin,
    request: (v) => ({ method: "POST", url: `/api/admin/mailings/${v}/retry` }),
  },
  {
    label: "GET /api/admin/mailings?before=",
    who: admin,
    request: (v) => ({ method: "GET", url: `/api/admin/mailings?before=${v}` }),
  },
  {
    label: "GET /api/admin/audit-log?before=",
    who: admin,
    request: (v) => ({ method: "GET", url: `/api/admin/audit-log?before=${v}` }),
  },
  {
    label: "GET /api/admin/get-members?offset=",
    who: admin,
    request: (v) => ({ method: "GET", url: `/api/admin/get-members?offset=${v}` }),
  },
  {
    label: "POST /api/admin/send-email selectedMemberIds",
    who: admin,
    request: (v) => ({
      method: "POST",
      url: "/api/admin/send-email",
      ...json({ subject: "Hi", body: "<p>Hi</p>", recipientGroup: "selected", selectedMemberIds: [n(v)] }),
    }),
  },
  {
    label: "POST /api/admin/mail-preview selectedMemberIds",
    who: admin,
    request: (v) => ({
      method: "POST",
      url: "/api/admin/mail-preview",
      ...json({ subject: "Hi", body: "<p>Hi</p>", recipientGroup: "selected", selectedMemberIds: [n(v)] }),
    }),
  },
  {
    label: "POST /api/admin/mail-preview/document selectedMemberIds",
    who: admin,
    request: (v) => ({
      method: "POST",
      url: "/api/admin/mail-preview/document",
      payload: `subject=Hi&body=Hello&recipientGroup=selected&selectedMemberIds=${encodeURIComponent(v)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
  },
];

/** The events list's cursor carries a start instant (a bigint column): past 2^63, or not whole. */
const eventsCursor = (startsAt: number) =>
  `/api/events?limit=1&cursor=${Buffer.from(JSON.stringify([startsAt, world.openEvent])).toString("base64url")}`;

async function send(probe: Probe, value: string) {
  const request = probe.request(value);
  const before = await rowCounts(server);
  const response = await world.call(probe.who, request);
  const route = routes.find(
    (r) =>
      r.method === request.method &&
      new RegExp(`^${r.url.replace(/:[A-Za-z]+/g, "[^/]+")}$`).test(String(request.url).split("?")[0]!),
  );
  return { response, route, before };
}

describe("integers past a column's limit", () => {
  it("every number a route reads (params, query, body) is bounded to 32 bits by its schema", () => {
    const found = routes.flatMap((route) =>
      (["params", "querystring", "body"] as const).flatMap((part) =>
        unboundedIntegers(route.schema?.[part]).map((at) => `${route.key} ${part}${at}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it.each(PROBES.map((probe) => [probe.label, probe] as const))(
    "%s: refused with a 400 JSON error, nothing changed",
    async (_label, probe) => {
      for (const value of PAST) {
        const { response, route, before } = await send(probe, value);
        expect(route, `${probe.label} is a route of the server`).toBeDefined();
        expect(answerProblem(route!, response), `${probe.label} with ${value}`).toBeUndefined();
        expect(response.statusCode, `${probe.label} with ${value}: ${response.body.slice(0, 200)}`).toBe(400);
        expect(await rowCounts(server), `${probe.label} with ${value} changed the database`).toEqual(before);
      }
    },
  );

  it.each([2 ** 63, -(2 ** 63) - 4096, 1e20, 1.5, 2 ** 53 + 2])(
    "GET /api/events with a cursor starting at %d: a 400",
    async (startsAt) => {
      const response = await world.call(owner, { method: "GET", url: eventsCursor(startsAt) });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
    },
  );

  it("takes the largest id a column holds as an id that names nothing", async () => {
    const max = String(INT32_MAX);
    const paths: [Actor, InjectOptions][] = [
      [owner, { method: "DELETE", url: `/api/comments/${max}` }],
      [owner, { method: "POST", url: `/api/comments/${max}/like` }],
      [admin, { method: "PUT", url: `/api/users/${max}/active`, ...json({ active: false }) }],
      [admin, { method: "PATCH", url: `/api/applications/${max}/status`, ...json({ accepted: false }) }],
      [admin, { method: "GET", url: `/api/admin/mailings/${max}/failures` }],
      [admin, { method: "GET", url: `/api/admin/mailings/${max}/review` }],
    ];
    for (const [who, request] of paths) {
      const response = await world.call(who, request);
      expect(response.statusCode, `${request.method} ${request.url}: ${response.body.slice(0, 200)}`).toBe(404);
    }
    const page = await world.call(admin, { method: "GET", url: `/api/admin/audit-log?before=${max}` });
    expect(page.statusCode).toBe(200);
  });
});
