import type { AuditEntry } from "../../../shared/audit.ts";

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null);
const count = (value: unknown): number | null => (typeof value === "number" ? value : null);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the target is called: the member's or applicant's name, else what its label says ("SPRING-2027"). */
function targetName(entry: AuditEntry, fallback: string): string {
  if (entry.target_name) return entry.target_name;
  const [, kind, rest] = /^([a-z-]+):(.+)$/.exec(entry.target ?? "") ?? [];
  if (kind === "user" || kind === "application") return `${kind === "user" ? "member" : "applicant"} #${rest}`;
  return rest ?? fallback;
}

/**
 * One entry of the audit log as a sentence: "Ana Li gave Bea Ko a temporary password". An action this list does
 * not know yet still reads, as "Ana Li: <action> (<target>)".
 */
export function auditSentence(entry: AuditEntry): string {
  const who = entry.actor?.name || "The system";
  const details = entry.details ?? {};
  const member = targetName(entry, "a member");
  switch (entry.action) {
    case "user.temporary-password":
      return `${who} gave ${member} a temporary password`;
    case "user.type": {
      const to = text(details.to);
      return to ? `${who} made ${member} a ${to} member` : `${who} changed ${member}'s membership type`;
    }
    case "user.admin.grant":
      return `${who} made ${member} an admin`;
    case "user.admin.revoke":
      return `${who} took ${member}'s admin rights away`;
    case "user.deactivate":
      return `${who} deactivated ${member}'s account`;
    case "user.reactivate":
      return `${who} reactivated ${member}'s account`;
    case "invitation-code.create": {
      const uses = count(details.maxUses);
      return `${who} created the invitation code ${targetName(entry, "")}${uses ? `, for up to ${plural(uses, "use")}` : ""}`;
    }
    case "invitation-code.revoke":
      return `${who} revoked the invitation code ${targetName(entry, "")}`;
    case "invitation.send":
      return `${who} sent an invitation to register to ${targetName(entry, "an applicant")}`;
    case "application.accept":
      return `${who} accepted the application of ${targetName(entry, text(details.email) ?? "an applicant")}`;
    case "application.reject":
      return `${who} declined the application of ${targetName(entry, text(details.email) ?? "an applicant")}`;
    case "mailing.send": {
      const subject = text(details.subject);
      const recipients = count(details.recipients);
      return `${who} sent the mailing ${subject ? `“${subject}”` : "without a subject"}${recipients === null ? "" : ` to ${plural(recipients, "member")}`}`;
    }
    case "mailing.retry": {
      const retried = count(details.retried);
      return `${who} sent ${retried === null ? "the undelivered emails" : plural(retried, "undelivered email")} of a mailing again`;
    }
    default:
      return `${who}: ${entry.action}${entry.target ? ` (${entry.target_name ?? entry.target})` : ""}`;
  }
}
