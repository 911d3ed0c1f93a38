import { afterAll, beforeAll, expect } from "vitest";
import { actAs, startTestServer, type TestServer } from "../harness/test-app.ts";
import { inDays, stayPayload } from "./stays-test-kit.ts";

export type Who = { cookie: string | undefined; member?: { userId: number; email: string } | undefined };
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

// The club every stays test file works in (set up by openStaysClub): two Travel Hosts, members of each kind, an admin.
export let server: TestServer;
export let host: Who & { member: { userId: number; email: string } };
export let otherHost: Who;
export let guest: Who & { member: { userId: number; email: string } };
export let stranger: Who;
export let founding: Who;
export let admin: Who;

export const call = (who: Who, method: Method, url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: who.cookie ? { cookie: who.cookie } : {},
  });

export async function newStay(overrides: Record<string, unknown> = {}, as: Who = host) {
  const answer = await call(as, "POST", "/api/stays", stayPayload(server, overrides));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { id: string; address?: string };
}

export async function requestStay(stayId: string, as: Who, from = 20, nights = 3, guests = 2) {
  return call(as, "POST", `/api/stays/${stayId}/requests`, {
    from: inDays(server, from),
    to: inDays(server, from + nights),
    guests,
    message: "We would love to come.",
  });
}

/** Starts the club for the calling test file before its tests, and closes it after. */
export function openStaysClub() {
  beforeAll(async () => {
    server = await startTestServer();
    host = (await actAs(server, "Travel Host")) as typeof host;
    otherHost = await actAs(server, "Travel Host");
    guest = (await actAs(server, "Standard")) as typeof guest;
    stranger = await actAs(server, "Standard");
    founding = await actAs(server, "Founding");
    admin = await actAs(server, "admin");
  });
  afterAll(async () => {
    await server.close();
  });
}
