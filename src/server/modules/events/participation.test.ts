import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkToken, queuedEmails, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { caller, count, eventActors, eventPayload, type Actors } from "../../../../test/server/kits/events-test-kit.ts";
import { INVITATION_TTL_MS } from "./participation-service.ts";

let server: TestServer;
let actors: Actors;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: "https://club.example" });
  actors = await eventActors(server);
  call = caller(server, actors);
});
afterAll(async () => {
  await server.close();
});

const create = async (overrides: Record<string, unknown> = {}) =>
  (await call("Founding", "POST", "/api/events", eventPayload(overrides))).json();
const userId = (who: keyof Actors) => actors[who].member!.userId;
const emailOf = (who: keyof Actors) => actors[who].member!.email;
const invite = (who: keyof Actors, event: { id: string; title: string }, invitees: (keyof Actors)[]) =>
  call(who, "POST", "/api/events/invite", {
    eventId: event.id,
    eventTitle: event.title,
    userIds: invitees.map(userId),
  });

describe("POST /api/events/:id/join and DELETE /api/events/:id/leave", () => {
  it("answers 401 to anonymous callers", async () => {
    const event = await create();
    expect((await call("anonymous", "POST", `/api/events/${event.id}/join`)).statusCode).toBe(401);
    expect((await call("anonymous", "DELETE", `/api/events/${event.id}/leave`)).statusCode).toBe(401);
  });

  it("lets every member join and leave an open event, both idempotent", async () => {
    const event = await create();
    for (const who of ["Standard", "Travel Host", "other", "admin"] as const) {
      const joined = await call(who, "POST", `/api/events/${event.id}/join`);
      expect(joined.statusCode).toBe(200);
      expect(joined.json()).toMatchObject({ is_participant: true, can_join: false });
    }
    expect((await call("Standard", "POST", `/api/events/${event.slug}/join`)).statusCode).toBe(200);
    const detail = (await call("Founding", "GET", `/api/events/${event.id}`)).json();
    expect(detail.participants.map((p: { user_id: number }) => p.user_id)).toEqual([
      userId("Standard"),
      userId("Travel Host"),
      userId("other"),
      userId("admin"),
    ]);
    expect(detail.participants[0]).toEqual({ user_id: userId("Standard"), name: actors.Standard.member!.name });

    const left = await call("Standard", "DELETE", `/api/events/${event.id}/leave`);
    expect(left.statusCode).toBe(200);
    expect(left.json().is_participant).toBe(false);
    expect((await call("Standard", "DELETE", `/api/events/${event.id}/leave`)).statusCode).toBe(200);
    expect((await call("Founding", "GET", `/api/events/${event.id}`)).json().participants).toHaveLength(3);
  });

  it("hides an invite-only event from a member without an invitation: 404 to join and leave, nothing added", async () => {
    const event = await create({ exclusivity: "invite-only" });
    const before = await count(server, "event_participants");
    expect((await call("Standard", "POST", `/api/events/${event.id}/join`)).statusCode).toBe(404);
    expect((await call("Standard", "DELETE", `/api/events/${event.id}/leave`)).statusCode).toBe(404);
    expect(await count(server, "event_participants")).toBe(before);
  });

  it("lets the creator, an admin and an invitee join an invite-only event", async () => {
    const event = await create({ exclusivity: "invite-only" });
    expect((await call("Founding", "POST", `/api/events/${event.id}/join`)).statusCode).toBe(200);
    expect((await call("admin", "POST", `/api/events/${event.id}/join`)).statusCode).toBe(200);
    await invite("Founding", event, ["Travel Host"]);
    const seen = (await call("Travel Host", "GET", `/api/events/${event.id}`)).json();
    expect(seen).toMatchObject({ can_join: true, is_participant: false });
    expect((await call("Travel Host", "POST", `/api/events/${event.id}/join`)).statusCode).toBe(200);
  });

  it("refuses with 403 an invitee whose invitation expired (they still see the event)", async () => {
    const event = await create({ exclusivity: "invite-only" });
    await invite("Founding", event, ["other"]);
    await server.database.db
      .updateTable("event_invitations")
      .set({ expires_at: Date.now() - 1 })
      .where("event_id", "=", event.id)
      .execute();
    expect((await call("other", "GET", `/api/events/${event.id}`)).statusCode).toBe(200);
    expect((await call("other", "POST", `/api/events/${event.id}/join`)).statusCode).toBe(403);
  });
});

describe("POST /api/events/invite and GET /api/events/invite/:token", () => {
  it("emails each invitee a single-use link and stores only the token's hash", async () => {
    const event = await create({ exclusivity: "invite-only", title: "Private supper" });
    const response = await invite("Founding", event, ["Standard", "Travel Host"]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      ok: true,
      invited: [userId("Standard"), userId("Travel Host")].sort((a, b) => a - b),
    });
    const [email] = await queuedEmails(server, emailOf("Standard"));
    expect(email).toMatchObject({ kind: "event-invitation" });
    expect(email!.text_body).toContain("https://club.example/events/invite/");
    expect(email!.text_body).toContain("Private supper");
    const token = await linkToken(server, emailOf("Standard"), "/events/invite/");
    const stored = await server.database.db
      .selectFrom("event_invitations")
      .select("token_hash")
      .where("event_id", "=", event.id)
      .execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    // The invitee now sees the event; accepting joins it once.
    expect((await call("Standard", "GET", `/api/events/${event.id}`)).statusCode).toBe(200);
    const accepted = await call("Standard", "GET", `/api/events/invite/${token}`);
    expect(accepted.statusCode).toBe(200);
    // The original client reads event.id and event.title; the flat fields stay for clients that read those.
    const joined = { id: event.id, title: "Private supper", slug: event.slug };
    expect(accepted.json()).toEqual({ ...joined, event: joined });
    expect(
      (await call("Founding", "GET", `/api/events/${event.id}`))
        .json()
        .participants.map((p: { user_id: number }) => p.user_id),
    ).toEqual([userId("Standard")]);

    const reused = await call("Standard", "GET", `/api/events/invite/${token}`);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: "Invalid or expired invitation" });
  });

  it("works only for the member it was sent to, and not after 14 days", async () => {
    const event = await create({ exclusivity: "invite-only" });
    await invite("Founding", event, ["other"]);
    const token = await linkToken(server, emailOf("other"), "/events/invite/");
    const wrong = await call("Travel Host", "GET", `/api/events/invite/${token}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error).toBe("Invalid or expired invitation");
    expect((await call("anonymous", "GET", `/api/events/invite/${token}`)).statusCode).toBe(401);
    expect((await call("other", "GET", "/api/events/invite/not-a-real-token")).statusCode).toBe(404);

    const row = await server.database.db
      .selectFrom("event_invitations")
      .select(["created_at", "expires_at"])
      .where("event_id", "=", event.id)
      .executeTakeFirstOrThrow();
    expect(row.expires_at - row.created_at).toBe(INVITATION_TTL_MS);
    await server.database.db
      .updateTable("event_invitations")
      .set({ expires_at: Date.now() - 1 })
      .where("event_id", "=", event.id)
      .execute();
    const expired = await call("other", "GET", `/api/events/invite/${token}`);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe("Invalid or expired invitation");
    expect((await call("Founding", "GET", `/api/events/${event.id}`)).json().participants).toEqual([]);
  });

  it("lets any member who sees an event invite, and answers 404 for an event they cannot see", async () => {
    const open = await create();
    expect((await invite("Standard", open, ["other"])).statusCode).toBe(200);
    const hidden = await create({ exclusivity: "invite-only" });
    const before = await count(server, "event_invitations");
    expect((await invite("Standard", hidden, ["other"])).statusCode).toBe(404);
    expect((await invite("anonymous", hidden, ["other"])).statusCode).toBe(401);
    expect(await count(server, "event_invitations")).toBe(before);
  });

  it("refuses bad invitations with 400 details, inviting no one", async () => {
    const event = await create();
    const before = { invitations: await count(server, "event_invitations"), outbox: await count(server, "outbox") };
    const unknown = await call("Founding", "POST", "/api/events/invite", {
      eventId: event.id,
      eventTitle: "x",
      userIds: [userId("other"), 999_999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([{ path: "body.userIds.1", message: "No such member." }]);
    const empty = await call("Founding", "POST", "/api/events/invite", { eventId: event.id, userIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].path).toBe("body.userIds");
    expect(await count(server, "event_invitations")).toBe(before.invitations);
    expect(await count(server, "outbox")).toBe(before.outbox);
  });

  it("does not email members who already take part", async () => {
    const event = await create();
    await call("Travel Host", "POST", `/api/events/${event.id}/join`);
    const response = await invite("Founding", event, ["Travel Host"]);
    expect(response.json()).toMatchObject({ invited: [] });
  });
});

describe("POST /api/events/send-confirmation", () => {
  it("emails a join confirmation to the caller once, however often asked", async () => {
    const event = await create({ title: "Sunset sail" });
    await call("Travel Host", "POST", `/api/events/${event.id}/join`);
    const before = (await queuedEmails(server, emailOf("Travel Host"))).length;
    for (let i = 0; i < 2; i += 1) {
      const response = await call("Travel Host", "POST", "/api/events/send-confirmation", {
        eventId: event.id,
        userId: userId("Travel Host"),
      });
      expect(response.statusCode).toBe(200);
    }
    const emails = await queuedEmails(server, emailOf("Travel Host"));
    expect(emails.length).toBe(before + 1);
    expect(emails.at(-1)).toMatchObject({ kind: "join-confirmation", subject: "You're attending Sunset sail" });
    expect(emails.at(-1)!.text_body).toContain(`https://club.example/events/${event.id}`);
  });

  it("refuses to email someone else (403), a member who has not joined (409), a hidden event (404), anonymous (401)", async () => {
    const event = await create();
    const hidden = await create({ exclusivity: "invite-only" });
    await call("Standard", "POST", `/api/events/${event.id}/join`);
    const before = await count(server, "outbox");
    expect(
      (await call("Standard", "POST", "/api/events/send-confirmation", { eventId: event.id, userId: userId("other") }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call("other", "POST", "/api/events/send-confirmation", { eventId: event.id, userId: userId("other") }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await call("Standard", "POST", "/api/events/send-confirmation", {
          eventId: hidden.id,
          userId: userId("Standard"),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call("anonymous", "POST", "/api/events/send-confirmation", { eventId: event.id, userId: 1 })).statusCode,
    ).toBe(401);
    expect((await call("Standard", "POST", "/api/events/send-confirmation", { eventId: event.id })).statusCode).toBe(
      400,
    );
    expect(await count(server, "outbox")).toBe(before);
  });
});
