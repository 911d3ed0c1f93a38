/** The words of the audit log (/admin/audit-log): the page, and each admin action told as a sentence (audit-words.ts). */
export const AUDIT_COPY = {
  page: {
    eyebrow: "Admin Panel",
    title: "Audit log",
    lede: "Every admin action, newest first: who did what, to whom, and when.",
    back: "Back to the Admin Panel",
    loading: "Loading…",
    loadFailed: "The audit log could not be loaded.",
    empty: "No admin action has been recorded yet.",
    listLabel: "Admin actions, newest first",
    loadMore: "Load more",
  },
  sentence: {
    system: "The system",
    aMember: "a member",
    anApplicant: "an applicant",
    member: "member",
    applicant: "applicant",
    numbered: (kind: string, number: string) => `${kind} #${number}`,
    plural: (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`,
    use: "use",
    memberUnit: "member",
    undeliveredEmail: "undelivered email",
    temporaryPassword: (who: string, member: string) => `${who} gave ${member} a temporary password`,
    resetLink: (who: string, member: string) => `${who} made ${member} a new password reset link`,
    madeType: (who: string, member: string, to: string) => `${who} made ${member} a ${to} member`,
    changedType: (who: string, member: string) => `${who} changed ${member}'s membership type`,
    adminGrant: (who: string, member: string) => `${who} made ${member} an admin`,
    adminRevoke: (who: string, member: string) => `${who} took ${member}'s admin rights away`,
    deactivate: (who: string, member: string) => `${who} deactivated ${member}'s account`,
    reactivate: (who: string, member: string) => `${who} reactivated ${member}'s account`,
    codeCreate: (who: string, code: string, uses: string | null) =>
      `${who} created the invitation code ${code}${uses ? `, for up to ${uses}` : ""}`,
    codeRevoke: (who: string, code: string) => `${who} revoked the invitation code ${code}`,
    invitationSend: (who: string, applicant: string) => `${who} sent an invitation to register to ${applicant}`,
    invitationNewLink: (who: string, applicant: string) => `${who} made a new registration link for ${applicant}`,
    applicationAccept: (who: string, applicant: string) => `${who} accepted the application of ${applicant}`,
    applicationReject: (who: string, applicant: string) => `${who} declined the application of ${applicant}`,
    mailingSend: (who: string, subject: string | null, recipients: string | null) =>
      `${who} sent the mailing ${subject ? `“${subject}”` : "without a subject"}${recipients === null ? "" : ` to ${recipients}`}`,
    mailingRetry: (who: string, retried: string | null) =>
      `${who} sent ${retried === null ? "the undelivered emails" : retried} of a mailing again`,
    clubSettingsChange: (who: string, fields: readonly string[] | null) =>
      `${who} changed the club settings${fields && fields.length > 0 ? ` (${fields.join(", ").replaceAll("_", " ")})` : ""}`,
    testEmail: (who: string) => `${who} sent a test email to herself`,
    unknown: (who: string, action: string, target: string | null) => `${who}: ${action}${target ? ` (${target})` : ""}`,
  },
} as const;
