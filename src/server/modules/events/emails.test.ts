import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { testMailWorker } from "../../../../test/server/kits/outbox-test-kit.ts";
import { startSmtpTestServer, type SmtpTestServer } from "../../../../test/server/kits/smtp-test-server.ts";
import { caller, eventActors, eventPayload, type Actors } from "../../../../test/server/kits/events-test-kit.ts";

let smtp: SmtpTestServer;
let server: TestServer;
let actors: Actors;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: "https://club.example" });
  actors = await eventActors(server);
  call = caller(server, actors);
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

async function deliver() {
  const worker = testMailWorker(server);
  try {
    return await worker.drain();
  } finally {
    await worker.stop();
  }
}

describe("event emails through a real SMTP server", () => {
  it("delivers the invitation, whose link lets the invitee join; then the join confirmation", async () => {
    const event = (
      await call("Founding", "POST", "/api/events", eventPayload({ title: "Opera night", exclusivity: "invite-only" }))
    ).json();
    const invitee = actors["Travel Host"].member!;
    await call("Founding", "POST", "/api/events/invite", {
      eventId: event.id,
      eventTitle: event.title,
      userIds: [invitee.userId],
    });
    expect(await deliver()).toBe(1);
    const [invitation] = await smtp.waitForMessages(1);
    expect(invitation!.envelopeTo).toEqual([invitee.email]);
    expect(invitation!.subject).toBe(`${actors.Founding.member!.name} invited you to Opera night`);
    const link = invitation!.links.find((l) => l.startsWith("https://club.example/events/invite/"))!;
    const token = link.split("/").at(-1)!;
    const accepted = await call("Travel Host", "GET", `/api/events/invite/${token}`);
    const joined = { id: event.id, title: "Opera night", slug: event.slug };
    expect(accepted.json()).toEqual({ ...joined, event: joined });

    await call("Travel Host", "POST", "/api/events/send-confirmation", { eventId: event.id, userId: invitee.userId });
    expect(await deliver()).toBe(1);
    const [, confirmation] = await smtp.waitForMessages(2);
    expect(confirmation!.subject).toBe("You're attending Opera night");
    expect(confirmation!.links).toContain(`https://club.example/events/${event.id}`);
  });
});
