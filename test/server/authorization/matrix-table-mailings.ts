import { HELD_UNTIL } from "../../../src/server/modules/outbox/index.ts";
import type { World } from "./matrix-world.ts";
import { ADMINS, HIDDEN_OWNER_OR_ADMIN, OWNER_OR_ADMIN, only, type MatrixTable } from "./matrix-types.ts";

/** Mailings: the composer and its preview, the mail log, and the second admin's approval. */

const mail = { subject: "A word from the matrix", body: "<p>Hello</p>" };
/** The composer's preview frame posts the draft as a form. */
const mailForm = (fields: Record<string, string>) => ({
  method: "POST" as const,
  url: "/api/admin/mail-preview/document",
  payload: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});

/**
 * A fresh mailing awaiting a second admin's approval, written by nobody in the matrix (so any admin may approve it),
 * with one held copy in the outbox (so that cancelling it has something to withdraw).
 */
async function heldMailing(world: World): Promise<number> {
  const db = world.server.database.db;
  const now = Date.now();
  const { id } = await db
    .insertInto("mailings")
    .values({
      subject: "Held",
      html_body: "<p>Held</p>",
      text_body: "Held",
      recipient_group: "all",
      event_id: null,
      sender_id: null,
      recipient_count: 1,
      request_key: null,
      created_at: now,
      state: "awaiting_approval",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("outbox")
    .values({
      recipient_email: "held@matrix.test",
      recipient_user_id: null,
      kind: "bulk",
      subject: "Held",
      text_body: "Held",
      html_body: "<p>Held</p>",
      headers: null,
      next_attempt_at: HELD_UNTIL,
      claim_token: null,
      claimed_until: null,
      last_error: null,
      idempotency_key: `mailing:${id}:0`,
      created_at: now,
      sent_at: null,
      last_attempt_at: null,
      body_id: null,
      body_fill: null,
      attachments: null,
    })
    .execute();
  return id;
}

export const mailingsTable: MatrixTable = {
  "POST /api/admin/send-email": [
    {
      about: "to a group",
      expect: ADMINS,
      request: () => ({
        method: "POST",
        url: "/api/admin/send-email",
        payload: { ...mail, recipientGroup: "testing" },
      }),
    },
    {
      about: "an announcement of the open event",
      expect: OWNER_OR_ADMIN,
      request: (world) => ({
        method: "POST",
        url: "/api/admin/send-email",
        payload: { ...mail, recipientGroup: "all", eventId: world.openEvent },
      }),
    },
  ],
  "POST /api/admin/mail-preview": [
    {
      about: "to a group",
      expect: ADMINS,
      request: () => ({ method: "POST", url: "/api/admin/mail-preview", payload: { ...mail, recipientGroup: "all" } }),
    },
    {
      about: "an announcement of the open event",
      expect: OWNER_OR_ADMIN,
      request: (world) => ({
        method: "POST",
        url: "/api/admin/mail-preview",
        payload: { ...mail, recipientGroup: "all", eventId: world.openEvent },
      }),
    },
    {
      about: "an announcement of the invite-only event",
      expect: HIDDEN_OWNER_OR_ADMIN,
      request: (world) => ({
        method: "POST",
        url: "/api/admin/mail-preview",
        payload: { ...mail, recipientGroup: "all", eventId: world.inviteOnlyEvent },
      }),
    },
  ],
  "POST /api/admin/mail-preview/document": [
    { about: "to a group, as a form", expect: ADMINS, request: () => mailForm({ ...mail, recipientGroup: "all" }) },
    {
      about: "an announcement of the open event, as a form",
      expect: OWNER_OR_ADMIN,
      request: (world) => mailForm({ ...mail, recipientGroup: "all", eventId: world.openEvent }),
    },
  ],
  "GET /api/admin/get-members": only("members with emails", ADMINS, () => ({
    method: "GET",
    url: "/api/admin/get-members",
  })),
  "GET /api/admin/mailings": only("the mail log", ADMINS, () => ({ method: "GET", url: "/api/admin/mailings" })),
  "GET /api/admin/mail-log": only("every email the club sent", ADMINS, () => ({
    method: "GET",
    url: "/api/admin/mail-log",
  })),
  "GET /api/admin/mail-log/:id": only("one email and its message", ADMINS, (world) => ({
    method: "GET",
    url: `/api/admin/mail-log/${world.emailId}`,
  })),
  "GET /api/admin/mail-log/:id/html": only("one email's HTML part", ADMINS, (world) => ({
    method: "GET",
    url: `/api/admin/mail-log/${world.emailId}/html`,
  })),
  "POST /api/admin/mailings/:id/retry": only("a mailing's failed copies", ADMINS, (world) => ({
    method: "POST",
    url: `/api/admin/mailings/${world.mailingId}/retry`,
  })),
  "POST /api/admin/mailings/:id/approve": only("a mailing awaiting a second admin", ADMINS, async (world) => ({
    method: "POST",
    url: `/api/admin/mailings/${await heldMailing(world)}/approve`,
  })),
  "POST /api/admin/mailings/:id/cancel": only("a mailing in its window", ADMINS, async (world) => ({
    method: "POST",
    url: `/api/admin/mailings/${await heldMailing(world)}/cancel`,
  })),
  "GET /api/admin/mailings/:id/review": only("a mailing, for the second admin", ADMINS, (world) => ({
    method: "GET",
    url: `/api/admin/mailings/${world.mailingId}/review`,
  })),
  "GET /api/admin/mailings/:id/review/document": only("a mailing's email, for the review frame", ADMINS, (world) => ({
    method: "GET",
    url: `/api/admin/mailings/${world.mailingId}/review/document`,
  })),
  "GET /api/admin/mailings/:id/failures": only("a mailing's failures", ADMINS, (world) => ({
    method: "GET",
    url: `/api/admin/mailings/${world.mailingId}/failures`,
  })),
};
