import { describe, expect, it } from "vitest";
import { actAs, createMember, login, testDialect } from "../../../../test/server/harness/test-app.ts";
import { actors, call, nothingQueued, openMailClub, server } from "../../../../test/server/kits/mail-club.ts";
import { count, mailingRows, mailPayload } from "../../../../test/server/kits/mailings-test-kit.ts";

openMailClub();

const members = ["Standard", "Travel Host", "Founding"] as const;

describe(`send-email and the mail admin calls: who may call them (${testDialect})`, () => {
  it("answers 401 to the anonymous on every call, whatever the payload", async () => {
    await nothingQueued(async () => {
      for (const payload of [mailPayload(), { nonsense: true }]) {
        expect((await call(actors.anonymous, "POST", "/api/admin/send-email", payload)).statusCode).toBe(401);
        expect((await call(actors.anonymous, "POST", "/api/admin/mail-preview", payload)).statusCode).toBe(401);
      }
      for (const url of ["/api/admin/get-members", "/api/admin/mailings", "/api/admin/mailings/1/failures"]) {
        const response = await call(actors.anonymous, "GET", url);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: "unauthenticated" });
      }
    });
  });

  it.each(members)("answers 403 to a %s member for a club email, the member list and the mail log", async (role) => {
    await nothingQueued(async () => {
      for (const url of ["/api/admin/send-email", "/api/admin/mail-preview"]) {
        const response = await call(actors[role], "POST", url, mailPayload());
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          code: "forbidden",
          message: "Only admins can send club emails; an event's creator can announce that event.",
        });
      }
      for (const url of ["/api/admin/get-members", "/api/admin/mailings", "/api/admin/mailings/1/failures"]) {
        expect((await call(actors[role], "GET", url)).statusCode).toBe(403);
      }
    });
  });

  it("lets an admin send: one bulk outbox row per recipient, answered at once with the count, and an audit entry", async () => {
    const audits = await count(server, "audit_log");
    const response = await call(actors.admin, "POST", "/api/admin/send-email", mailPayload({ subject: "Hello club" }));
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({
      message: "Email sent successfully.",
      mailingId: expect.any(Number),
      recipients: 5,
      state: "queued",
      sendAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const rows = await mailingRows(server, answer.mailingId);
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.recipient_email)).size).toBe(5);
    for (const row of rows) {
      expect(row).toMatchObject({
        kind: "bulk",
        status: "pending",
        subject: "Hello club",
        idempotency_key: `mailing:${answer.mailingId}:${row.recipient_user_id}`,
      });
      const headers = JSON.parse(row.headers!) as Record<string, string>;
      expect(headers["List-Unsubscribe"]).toMatch(/^<https:\/\/club\.example\/unsubscribe\/[A-Za-z0-9_-]{43}>$/);
      expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(row.html_body).toContain("<strong>join us</strong>");
      expect(row.text_body).toContain("Dear members, join us in April.");
    }
    expect(new Set(rows.map((r) => r.headers)).size).toBe(5); // each recipient has a link of their own
    expect(await count(server, "audit_log")).toBe(audits + 1);
    const audit = await server.database.db
      .selectFrom("audit_log")
      .selectAll()
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actor_user_id: actors.admin.member!.userId,
      action: "mailing.send",
      target: `mailing:${answer.mailingId}`,
    });
    expect(JSON.parse(audit.details!)).toEqual({
      subject: "Hello club",
      recipientGroup: "all",
      eventId: null,
      recipients: 5,
      state: "queued",
      scheduledFor: null,
    });
  });

  it("answers a retried send with the same request id with the first mailing, queueing nothing more", async () => {
    const payload = mailPayload({ recipientGroup: "founding", requestId: "0b6f3c1e-retry-test" });
    const first = (await call(actors.admin, "POST", "/api/admin/send-email", payload)).json();
    expect(first.recipients).toBe(3);
    const again = await nothingQueued(() => call(actors.admin, "POST", "/api/admin/send-email", payload));
    expect(again.json()).toEqual(first);
    // Another sender's request id is their own.
    const admin2 = await createMember(server, { admin: true, type: "Standard" });
    const theirs = (
      await call({ cookie: await login(server.app, admin2.email) }, "POST", "/api/admin/send-email", payload)
    ).json();
    expect(theirs.mailingId).not.toBe(first.mailingId);
  });
});

describe(`send-email refuses bad input with a 400 and queues nothing (${testDialect})`, () => {
  const bad: Array<[string, Record<string, unknown>]> = [
    ["a blank subject", { subject: "   " }],
    ["a blank body", { body: " \n " }],
    ["no subject", { subject: undefined }],
    ["a subject over 200 characters", { subject: "x".repeat(201) }],
    ["a body over 200 KB", { body: `<p>${"é".repeat(103 * 1024)}</p>` }],
    ["an unknown group", { recipientGroup: "everyone" }],
    ["no group", { recipientGroup: undefined }],
    ["the group selected without members", { recipientGroup: "selected" }],
    ["the group selected with an empty list", { recipientGroup: "selected", selectedMemberIds: [] }],
    ["member ids that are not numbers", { recipientGroup: "selected", selectedMemberIds: ["1"] }],
    ["member ids that do not exist", { recipientGroup: "selected", selectedMemberIds: [1, 987654] }],
    ["a body that is only script", { body: "<script>alert(1)</script>" }],
  ];

  it.each(bad)("%s", async (_, overrides) => {
    const response = await nothingQueued(() =>
      call(actors.admin, "POST", "/api/admin/send-email", mailPayload(overrides)),
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const body = response.json();
    expect(body.code).toBe("bad_request");
    expect(body.error).toBe(body.message);
    expect(JSON.stringify(body)).not.toMatch(/stack|at \w+ \(/);
  });

  it("says which rule failed", async () => {
    const blank = (await call(actors.admin, "POST", "/api/admin/send-email", mailPayload({ subject: "" }))).json();
    expect(blank.details).toContainEqual({ path: "body.subject", message: "Subject and body are required." });
    const unknown = (
      await call(
        actors.admin,
        "POST",
        "/api/admin/send-email",
        mailPayload({ recipientGroup: "selected", selectedMemberIds: [987654] }),
      )
    ).json();
    expect(unknown).toMatchObject({
      message: "Some selected members do not exist.",
      details: [{ path: "body.selectedMemberIds", message: "No member has the id 987654." }],
    });
    const selected = (
      await call(actors.admin, "POST", "/api/admin/send-email", mailPayload({ recipientGroup: "selected" }))
    ).json();
    expect(selected.details).toContainEqual({ path: "body.selectedMemberIds", message: "Choose at least one member." });
  });
});

describe(`mail preview, member list and mail log (${testDialect})`, () => {
  it("previews the email as it will be sent, sanitized, with the recipient count, and queues nothing", async () => {
    const body = `<h2>Save the date</h2><p onclick="steal()">Bring <em>friends</em><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a></p><script>alert(1)</script>`;
    const response = await nothingQueued(() =>
      call(
        actors.admin,
        "POST",
        "/api/admin/mail-preview",
        mailPayload({ subject: "Soirée & more", body, recipientGroup: "founding" }),
      ),
    );
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview.recipients).toBe(3);
    expect(preview.html).toMatch(/^<!doctype html>/);
    expect(preview.html).toContain("<title>Soirée &amp; more</title>");
    expect(preview.html).toContain("<h2>Save the date</h2><p>Bring <em>friends</em><a>x</a></p>");
    expect(preview.html).not.toMatch(/script|onerror|onclick|javascript/i);
    expect(preview.html).toContain('href="https://club.example/settings"');
    expect(preview.text).toContain("Soirée & more\n\nSave the date\n\nBring friendsx");
    expect(preview.text).toContain("Unsubscribe: https://club.example/settings");

    const sent = (
      await call(
        actors.admin,
        "POST",
        "/api/admin/send-email",
        mailPayload({ subject: "Soirée & more", body, recipientGroup: "founding" }),
      )
    ).json();
    const [row] = await mailingRows(server, sent.mailingId);
    const link = /href="(https:\/\/club\.example\/unsubscribe\/[^"]+)"/.exec(row!.html_body)![1]!;
    expect(row!.html_body).toBe(preview.html.replace('href="https://club.example/settings"', `href="${link}"`));
    expect(row!.text_body).toBe(
      preview.text.replace("Unsubscribe: https://club.example/settings", `Unsubscribe: ${link}`),
    );
    expect(JSON.parse(row!.headers!)).toMatchObject({ "List-Unsubscribe": `<${link}>` });
  });

  it("previews blank drafts and an empty selection without refusing them", async () => {
    const response = await call(
      actors.admin,
      "POST",
      "/api/admin/mail-preview",
      mailPayload({ subject: "", body: "", recipientGroup: "selected", selectedMemberIds: [] }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().recipients).toBe(0);
    expect(
      (await call(actors.admin, "POST", "/api/admin/mail-preview", mailPayload({ recipientGroup: "nobody" })))
        .statusCode,
    ).toBe(400);
  });

  it("lists active members by name with their email and type; q narrows it", async () => {
    const zed = await actAs(server, "Standard");
    await server.database.db
      .updateTable("users")
      .set({ name: "Zelda Quinn" })
      .where("user_id", "=", zed.member!.userId)
      .execute();
    const gone = await actAs(server, "Standard");
    expect(
      (await call(actors.admin, "PUT", `/api/users/${gone.member!.userId}/active`, { active: false })).statusCode,
    ).toBe(200);

    const list = (await call(actors.admin, "GET", "/api/admin/get-members")).json() as Array<Record<string, unknown>>;
    expect(list.map((m) => m.user_id)).not.toContain(gone.member!.userId);
    const names = list.map((m) => String(m.name).toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(list.find((m) => m.user_id === zed.member!.userId)).toEqual({
      user_id: zed.member!.userId,
      name: "Zelda Quinn",
      email: zed.member!.email,
      type: "Standard",
      receivesAnnouncements: true,
    });
    const found = (await call(actors.admin, "GET", "/api/admin/get-members?q=zelda%20q")).json();
    expect(found.map((m: { user_id: number }) => m.user_id)).toEqual([zed.member!.userId]);
    expect((await call(actors.admin, "GET", "/api/admin/get-members?q=100%25")).json()).toEqual([]);
    expect((await call(actors.admin, "GET", "/api/admin/get-members?limit=2")).json()).toHaveLength(2);
    expect((await call(actors.admin, "GET", "/api/admin/get-members?limit=5000")).statusCode).toBe(400);
  });

  it("shows each mailing in the log, newest first, with its sender, group and delivery progress", async () => {
    const sent = (
      await call(
        actors.admin,
        "POST",
        "/api/admin/send-email",
        mailPayload({ subject: "For the log", recipientGroup: "testing" }),
      )
    ).json();
    const log = (await call(actors.admin, "GET", "/api/admin/mailings?limit=3")).json();
    expect(log).toHaveLength(3);
    expect(log[0]).toEqual({
      id: sent.mailingId,
      subject: "For the log",
      recipientGroup: "testing",
      eventId: null,
      sender: { user_id: actors.admin.member!.userId, name: actors.admin.member!.name },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      recipients: 1,
      delivery: { pending: 1, sent: 0, failed: 0, dropped: 0 },
      control: {
        state: "queued",
        scheduledFor: null,
        sendAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        approvedBy: null,
        approvedAt: null,
        cancelledBy: null,
        cancelledAt: null,
        withdrawn: null,
      },
    });
    expect(log[1].id).toBeLessThan(log[0].id);
    const older = (await call(actors.admin, "GET", `/api/admin/mailings?before=${log[0].id}&limit=1`)).json();
    expect(older[0].id).toBe(log[1].id);
    expect((await call(actors.admin, "GET", `/api/admin/mailings/${sent.mailingId}/failures`)).json()).toEqual([]);
    expect((await call(actors.admin, "GET", "/api/admin/mailings/999999/failures")).statusCode).toBe(404);
  });
});
