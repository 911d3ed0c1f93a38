import { afterAll, beforeAll, expect } from "vitest";
import type { MemberType } from "../../../src/shared/members.ts";
import { createMember, login, queuedEmails, startTestServer, type TestServer } from "../harness/test-app.ts";
import { eventPayload } from "./events-test-kit.ts";

/** A member as the events tests hold her: her session cookie (none when anonymous) and who she is. */
export interface Person {
  cookie: string | undefined;
  userId: number;
  email: string;
  name: string;
  type: MemberType;
}
type Method = "GET" | "POST" | "PUT" | "DELETE";

// The club an events test file works in (set up by openEventsClub): a Founding creator and an admin; each test adds
// the members it needs with person().
export let server: TestServer;
export let creator: Person;
export let admin: Person;

export const anonymous: Person = { cookie: undefined, userId: 0, email: "", name: "", type: "Standard" };

export async function person(type: MemberType = "Standard", isAdmin = false): Promise<Person> {
  const member = await createMember(server, { type, admin: isAdmin });
  return {
    cookie: await login(server.app, member.email),
    userId: member.userId,
    email: member.email,
    name: member.name,
    type,
  };
}

export const call = (who: Person, method: Method, url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: who.cookie ? { cookie: who.cookie } : {},
  });

export async function createEvent(overrides: Record<string, unknown> = {}, by: Person = creator) {
  const answer = await call(by, "POST", "/api/events", eventPayload(overrides));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { id: string; slug: string; title: string };
}

/** Starts the club for the calling test file before its tests, and closes it after. */
export function openEventsClub(env: Record<string, string> = { PUBLIC_URL: "https://club.example" }) {
  beforeAll(async () => {
    server = await startTestServer(env);
    creator = await person("Founding");
    admin = await person("Founding", true);
  });
  afterAll(async () => {
    await server.close();
  });
}

export const join = (who: Person, id: string, guests?: string[]) =>
  call(who, "POST", `/api/events/${id}/join`, guests ? { guests } : undefined);
export const leave = (who: Person, id: string) => call(who, "DELETE", `/api/events/${id}/leave`);
export const read = async (who: Person, id: string) => (await call(who, "GET", `/api/events/${id}`)).json();
/** Who holds a seat, as the creator reads the event. */
export const seated = async (id: string) =>
  ((await read(creator, id)).participants as { user_id: number }[]).map((p) => p.user_id);
/** The "you have a seat now" emails queued for a member. */
export const promotions = async (who: Person) =>
  (await queuedEmails(server, who.email)).filter((email) => email.kind === "waitlist-promoted");
