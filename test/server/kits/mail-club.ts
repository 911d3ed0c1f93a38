import { afterAll, beforeAll, expect } from "vitest";
import { actAs, startTestServer, type TestServer } from "../harness/test-app.ts";
import { count, mailCaller } from "./mailings-test-kit.ts";

// The club the mailing tests send in (set up by openMailClub): a visitor, a member of each kind, an admin, another Founding member.
export let server: TestServer;
export let call: ReturnType<typeof mailCaller>;
export let actors: Record<
  "anonymous" | "Standard" | "Travel Host" | "Founding" | "admin" | "other",
  Awaited<ReturnType<typeof actAs>>
>;

/** Starts the club for the calling test file before its tests, and closes it after. */
export function openMailClub() {
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: "https://club.example" });
    call = mailCaller(server);
    actors = {
      anonymous: await actAs(server, "anonymous"),
      Standard: await actAs(server, "Standard"),
      "Travel Host": await actAs(server, "Travel Host"),
      Founding: await actAs(server, "Founding"),
      admin: await actAs(server, "admin"),
      other: await actAs(server, "Founding"),
    };
  });
  afterAll(() => server.close());
}

/** Runs `action` and checks that it queued no email, mailing or recipient. */
export async function nothingQueued<T>(action: () => Promise<T>): Promise<T> {
  const before = [
    await count(server, "outbox"),
    await count(server, "mailings"),
    await count(server, "mailing_recipients"),
  ];
  const result = await action();
  expect([
    await count(server, "outbox"),
    await count(server, "mailings"),
    await count(server, "mailing_recipients"),
  ]).toEqual(before);
  return result;
}
