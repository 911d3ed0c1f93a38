import type { AuditEntry } from "../../../shared/audit.ts";
import { AUDIT_COPY } from "../../content/audit.ts";

const WORDS = AUDIT_COPY.sentence;

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null);
const count = (value: unknown): number | null => (typeof value === "number" ? value : null);
const plural = WORDS.plural;

/** What the target is called: the member's or applicant's name, else what its label says ("SPRING-2027"). */
function targetName(entry: AuditEntry, fallback: string): string {
  if (entry.target_name) return entry.target_name;
  const [, kind, rest] = /^([a-z-]+):(.+)$/.exec(entry.target ?? "") ?? [];
  if (kind === "user" || kind === "application")
    return WORDS.numbered(kind === "user" ? WORDS.member : WORDS.applicant, rest!);
  return rest ?? fallback;
}

/**
 * One entry of the audit log as a sentence: "Ana Li gave Bea Ko a temporary password". An action this list does
 * not know yet still reads, as "Ana Li: <action> (<target>)".
 */
export function auditSentence(entry: AuditEntry): string {
  const who = entry.actor?.name || WORDS.system;
  const details = entry.details ?? {};
  const member = targetName(entry, WORDS.aMember);
  switch (entry.action) {
    case "user.temporary-password":
      return WORDS.temporaryPassword(who, member);
    case "user.reset-link":
      return WORDS.resetLink(who, member);
    case "user.type": {
      const to = text(details.to);
      return to ? WORDS.madeType(who, member, to) : WORDS.changedType(who, member);
    }
    case "user.admin.grant":
      return WORDS.adminGrant(who, member);
    case "user.admin.revoke":
      return WORDS.adminRevoke(who, member);
    case "user.deactivate":
      return WORDS.deactivate(who, member);
    case "user.reactivate":
      return WORDS.reactivate(who, member);
    case "user.remove":
      return WORDS.memberRemoved(who, member);
    // A member's own account (decision 47): that it closed, reopened or was erased, never what went.
    case "account.closed":
      return WORDS.accountClosed(member);
    case "account.reopened":
      return WORDS.accountReopened(member);
    case "account.erased":
      return WORDS.accountErased(member);
    case "privacy.export-requested":
      return WORDS.exportRequested(member);
    case "privacy.export-ready":
      return WORDS.exportReady(member);
    case "privacy.export-downloaded":
      return WORDS.exportDownloaded(member);
    case "invitation-code.create": {
      const uses = count(details.maxUses);
      return WORDS.codeCreate(who, targetName(entry, ""), uses ? plural(uses, WORDS.use) : null);
    }
    case "invitation-code.revoke":
      return WORDS.codeRevoke(who, targetName(entry, ""));
    case "invitation.send":
      return WORDS.invitationSend(who, targetName(entry, WORDS.anApplicant));
    case "invitation.new-link":
      return WORDS.invitationNewLink(who, targetName(entry, WORDS.anApplicant));
    case "application.accept":
      return WORDS.applicationAccept(who, targetName(entry, text(details.email) ?? WORDS.anApplicant));
    case "application.reject":
      return WORDS.applicationReject(who, targetName(entry, text(details.email) ?? WORDS.anApplicant));
    case "mailing.send": {
      const subject = text(details.subject);
      const recipients = count(details.recipients);
      return WORDS.mailingSend(who, subject, recipients === null ? null : plural(recipients, WORDS.memberUnit));
    }
    case "mailing.retry": {
      const retried = count(details.retried);
      return WORDS.mailingRetry(who, retried === null ? null : plural(retried, WORDS.undeliveredEmail));
    }
    case "club-settings.change": {
      const fields = Array.isArray(details.fields) ? details.fields.filter((field) => typeof field === "string") : null;
      return WORDS.clubSettingsChange(who, fields);
    }
    case "club-settings.test-email":
      return WORDS.testEmail(who);
    // The daily retention pass (decision 0060): how many of each kind went.
    case "retention.pass":
      return WORDS.retentionPass(
        Object.entries(WORDS.retentionKinds).flatMap(([kind, [one, many]]) => {
          const removed = count(details[kind]);
          return removed ? [plural(removed, one, many)] : [];
        }),
      );
    default:
      return WORDS.unknown(who, entry.action, entry.target ? (entry.target_name ?? entry.target) : null);
  }
}
