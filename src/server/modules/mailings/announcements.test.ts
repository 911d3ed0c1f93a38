import { beforeAll, describe, expect, it } from "vitest";
import { testDialect } from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { actors, call, nothingQueued, openMailClub, server } from "../../../../test/server/kits/mail-club.ts";
import { mailingRows, mailPayload } from "../../../../test/server/kits/mailings-test-kit.ts";

openMailClub();

describe(`event announcements (${testDialect})`, () => {
  let event: { id: string; slug: string };
  let hidden: { id: string };

  beforeAll(async () => {
    event = (await call(actors.Founding, "POST", "/api/events", eventPayload({ title: "Garden party" }))).json();
    for (const who of [actors.Standard, actors["Travel Host"]]) {
      expect((await call(who, "POST", `/api/events/${event.id}/join`)).statusCode).toBeLessThan(300);
    }
    hidden = (
      await call(
        actors.other,
        "POST",
        "/api/events",
        eventPayload({ title: "Private dinner", exclusivity: "invite-only" }),
      )
    ).json();
  });

  const recipientsOf = async (mailingId: number) =>
    (await mailingRows(server, mailingId)).map((r) => r.recipient_user_id);

  it("lets the event's creator announce it to its participants only", async () => {
    const response = await call(actors.Founding, "POST", "/api/admin/send-email", mailPayload({ eventId: event.id }));
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.recipients).toBe(2);
    expect(await recipientsOf(answer.mailingId)).toEqual([
      actors.Standard.member!.userId,
      actors["Travel Host"].member!.userId,
    ]);
    const mailing = await server.database.db
      .selectFrom("mailings")
      .selectAll()
      .where("id", "=", answer.mailingId)
      .executeTakeFirstOrThrow();
    expect(mailing).toMatchObject({
      event_id: event.id,
      sender_id: actors.Founding.member!.userId,
      recipient_group: "all",
      recipient_count: 2,
    });
  });

  it("intersects the selected members with the participants, and accepts the event's slug", async () => {
    const selected = [actors["Travel Host"].member!.userId, actors.other.member!.userId];
    const answer = (
      await call(
        actors.Founding,
        "POST",
        "/api/admin/send-email",
        mailPayload({ eventId: event.slug, recipientGroup: "selected", selectedMemberIds: selected }),
      )
    ).json();
    expect(answer.recipients).toBe(1);
    expect(await recipientsOf(answer.mailingId)).toEqual([actors["Travel Host"].member!.userId]);
    const founding = (
      await call(
        actors.Founding,
        "POST",
        "/api/admin/mail-preview",
        mailPayload({ eventId: event.id, recipientGroup: "founding" }),
      )
    ).json();
    expect(founding.recipients).toBe(0);
  });

  it("lets an admin announce any event to its participants", async () => {
    const answer = (
      await call(actors.admin, "POST", "/api/admin/send-email", mailPayload({ eventId: event.id }))
    ).json();
    expect(answer.recipients).toBe(2);
  });

  it("refuses another member (403), an event the caller cannot see or that does not exist (404), and the creator without the event (403)", async () => {
    await nothingQueued(async () => {
      for (const who of [actors.other, actors.Standard, actors["Travel Host"]]) {
        const response = await call(who, "POST", "/api/admin/send-email", mailPayload({ eventId: event.id }));
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe("Only the event's creator or an admin can announce it.");
        expect(
          (await call(who, "POST", "/api/admin/mail-preview", mailPayload({ eventId: event.id }))).statusCode,
        ).toBe(403);
      }
      for (const url of ["/api/admin/send-email", "/api/admin/mail-preview"]) {
        const invisible = await call(actors.Standard, "POST", url, mailPayload({ eventId: hidden.id }));
        expect(invisible.statusCode).toBe(404);
        expect(invisible.json()).toMatchObject({ code: "not_found", message: "Event not found" });
        expect((await call(actors.admin, "POST", url, mailPayload({ eventId: "no-such-event" }))).statusCode).toBe(404);
      }
      expect((await call(actors.Founding, "POST", "/api/admin/send-email", mailPayload())).statusCode).toBe(403);
    });
  });

  it("answers 400 when no participant can receive it", async () => {
    const empty = (await call(actors.other, "POST", "/api/events", eventPayload({ title: "Nobody yet" }))).json();
    const response = await nothingQueued(() =>
      call(actors.other, "POST", "/api/admin/send-email", mailPayload({ eventId: empty.id })),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("No member of this group receives club announcements.");
  });
});
