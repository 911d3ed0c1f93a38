import {
  adminOnly,
  inject,
  relationSuite,
  server,
  status,
  type Outcome,
  type Relation,
  type Ways,
} from "../../../../test/server/authorization/relation-club.ts";

// The relation rows of what only admins read or change: applications, mailings and the mail log, the audit log,
// invitation codes, the dashboard, the club's settings and event categories (relation-club.ts: the club, the checks).

type AdminKind =
  | "application"
  | "mailing"
  | "mail log entry"
  | "audit entry"
  | "invitation code"
  | "dashboard counts"
  | "club settings"
  | "event category"
  | "club security settings";

/** A mailing awaiting approval, written once for the relations that may or may not review it. */
let mailingId: number | undefined;
const aMailingId = async () => {
  mailingId ??= (
    await server.database.db
      .insertInto("mailings")
      .values({
        subject: "Relations",
        html_body: "<p>Relations</p>",
        text_body: "Relations",
        recipient_group: "all",
        event_id: null,
        sender_id: null,
        recipient_count: 1,
        request_key: null,
        created_at: Date.now(),
        state: "awaiting_approval",
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  return mailingId;
};

/** The last email whose words an admin may read (a message's email carries a conversation's: decision 0064). */
const lastEmailId = async () =>
  (
    await server.database.db
      .selectFrom("outbox")
      .select("id")
      .where("carries_secret", "=", 0)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirstOrThrow()
  ).id;

function expected(kind: AdminKind, relation: Relation, way: string): Outcome {
  return kind === "event category" && way === "visible list" ? "reached" : adminOnly(relation);
}

const WAYS: Ways<AdminKind> = {
  application: { list: async (who) => status(await inject(who, "GET", "/api/applications")) },
  mailing: {
    list: async (who) => status(await inject(who, "GET", "/api/admin/mailings")),
    "review by id (decision 0070)": async (who) =>
      status(
        await inject(who, "GET", `/api/admin/mailings/${await aMailingId()}/review`),
        (a) => a.json().subject === "Relations",
      ),
    "its email, for the review frame": async (who) =>
      status(await inject(who, "GET", `/api/admin/mailings/${await aMailingId()}/review/document`), (a) =>
        a.body.includes("<html"),
      ),
  },
  "mail log entry": {
    list: async (who) => status(await inject(who, "GET", "/api/admin/mail-log"), (a) => a.json().entries.length > 0),
    "filter by state and kind": async (who) =>
      status(await inject(who, "GET", "/api/admin/mail-log?state=pending&kinds=transactional"), (a) => {
        const entries: { kind: string; state: string }[] = a.json().entries;
        return entries.length > 0 && entries.every((e) => e.kind !== "bulk" && e.state === "pending");
      }),
    // The test server has no mail server: the message is there for whoever may reach it.
    "by id (its message, while no mail server)": async (who) =>
      status(await inject(who, "GET", `/api/admin/mail-log/${await lastEmailId()}`), (a) => a.json().message !== null),
    "its HTML part": async (who) =>
      status(await inject(who, "GET", `/api/admin/mail-log/${await lastEmailId()}/html`), (a) =>
        a.body.includes("<html"),
      ),
  },
  "audit entry": { list: async (who) => status(await inject(who, "GET", "/api/admin/audit-log")) },
  "invitation code": { list: async (who) => status(await inject(who, "GET", "/api/admin/invitation-codes")) },
  "dashboard counts": { read: async (who) => status(await inject(who, "GET", "/api/admin/overview")) },
  "event category": {
    "visible list": async (who) => status(await inject(who, "GET", "/api/event-categories")),
    "admin list": async (who) => status(await inject(who, "GET", "/api/admin/event-categories")),
    // The list as it is, so that no later row finds a category renamed or hidden.
    replace: async (who) =>
      status(
        await inject(who, "PUT", "/api/admin/event-categories", {
          categories: (await inject("admin", "GET", "/api/admin/event-categories")).json().categories,
        }),
      ),
  },
  "club settings": {
    read: async (who) => status(await inject(who, "GET", "/api/admin/club-settings")),
    // Set to what it is, so that no later row finds the club renamed.
    change: async (who) => status(await inject(who, "PUT", "/api/admin/club-settings", { name: "Salon" })),
    "first-run checklist": async (who) => status(await inject(who, "GET", "/api/admin/setup-checklist")),
    "test email": async (who) => status(await inject(who, "POST", "/api/admin/club-settings/test-email")),
  },
  "club security settings": {
    read: async (who) => status(await inject(who, "GET", "/api/admin/security-settings")),
    // Set to what it is, so that no later row finds every member held for want of a factor.
    change: async (who) =>
      status(await inject(who, "PUT", "/api/admin/security-settings", { requireSecondFactorForAll: false })),
  },
};

relationSuite("administration", WAYS, expected);
