import { describe, expect, it } from "vitest";
import type { AuditEntry } from "../../../shared/audit.ts";
import { auditSentence } from "./audit-words.ts";

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  actor: { user_id: 1, name: "Ana Li" },
  action: "user.temporary-password",
  target: "user:3",
  target_name: "Bea Ko",
  details: null,
  created_at: "2026-11-25T08:00:00.000Z",
  ...over,
});

describe("the audit log in words", () => {
  it.each([
    [entry({}), "Ana Li gave Bea Ko a temporary password"],
    [
      entry({ action: "user.type", details: { from: "Standard", to: "Founding" } }),
      "Ana Li made Bea Ko a Founding member",
    ],
    [entry({ action: "user.admin.grant" }), "Ana Li made Bea Ko an admin"],
    [
      entry({
        action: "club-settings.change",
        target: "club-settings",
        target_name: null,
        details: { fields: ["name", "contact_email"] },
      }),
      "Ana Li changed the club settings (name, contact email)",
    ],
    [
      entry({ action: "club-settings.test-email", target: "club-settings", target_name: null }),
      "Ana Li sent a test email to herself",
    ],
    [entry({ action: "user.admin.revoke" }), "Ana Li took Bea Ko's admin rights away"],
    [
      entry({
        action: "retention.pass",
        actor: null,
        target: "retention",
        target_name: null,
        details: { sessions: 3, devices: 0, mail_log: 1, declined_applications: 2, audit: 1 },
      }),
      "The daily retention pass removed what was past its time: 3 sessions, 1 mail log line, 2 declined applications, 1 audit entry",
    ],
    [entry({ action: "user.deactivate" }), "Ana Li deactivated Bea Ko's account"],
    [entry({ action: "user.reactivate" }), "Ana Li reactivated Bea Ko's account"],
    [
      entry({ action: "user.remove" }),
      "Ana Li removed Bea Ko: the account will be erased in 30 days unless reactivated",
    ],
    [entry({ action: "account.closed", actor: { user_id: 3, name: "Bea Ko" } }), "Bea Ko closed their account"],
    [
      entry({ action: "account.reopened", actor: { user_id: 3, name: "Bea Ko" } }),
      "Bea Ko signed in and so reopened their account",
    ],
    [
      entry({ action: "account.erased", actor: null, target_name: "Former member" }),
      "Former member's closed account was erased",
    ],
    [
      entry({ action: "privacy.export-downloaded", actor: { user_id: 3, name: "Bea Ko" } }),
      "Bea Ko downloaded their archive",
    ],
    [
      entry({
        action: "invitation-code.create",
        target: "invitation-code:SPRING-2027",
        target_name: null,
        details: { maxUses: 12 },
      }),
      "Ana Li created the invitation code SPRING-2027, for up to 12 uses",
    ],
    [
      entry({ action: "invitation-code.revoke", target: "invitation-code:OLD", target_name: null }),
      "Ana Li revoked the invitation code OLD",
    ],
    [
      entry({ action: "invitation.send", target: "email:cy@example.org", target_name: null }),
      "Ana Li sent an invitation to register to cy@example.org",
    ],
    [
      entry({ action: "invitation.new-link", target: "email:cy@example.org", target_name: null }),
      "Ana Li made a new registration link for cy@example.org",
    ],
    [entry({ action: "user.reset-link" }), "Ana Li made Bea Ko a new password reset link"],
    [
      entry({ action: "application.accept", target: "application:4", target_name: "Cy Do" }),
      "Ana Li accepted the application of Cy Do",
    ],
    [
      entry({ action: "application.reject", target: "application:4", target_name: "Cy Do" }),
      "Ana Li declined the application of Cy Do",
    ],
    [
      entry({
        action: "mailing.send",
        target: "mailing:9",
        target_name: null,
        details: { subject: "Spring", recipients: 40 },
      }),
      "Ana Li sent the mailing “Spring” to 40 members",
    ],
    [
      entry({ action: "mailing.retry", target: "mailing:9", target_name: null, details: { retried: 1 } }),
      "Ana Li sent 1 undelivered email of a mailing again",
    ],
    [entry({ action: "something.new", target: "thing:1", target_name: null }), "Ana Li: something.new (thing:1)"],
    [entry({ actor: null }), "The system gave Bea Ko a temporary password"],
  ])("%#: %s", (given, sentence) => {
    expect(auditSentence(given)).toBe(sentence);
  });

  it("falls back to the target's label when the member is gone", () => {
    expect(auditSentence(entry({ target_name: null }))).toBe("Ana Li gave member #3 a temporary password");
  });
});
