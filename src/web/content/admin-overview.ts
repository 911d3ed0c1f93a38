/** The words of the admins' dashboard (/admin): its links, and the club at a glance with its panels. */
export const ADMIN_OVERVIEW_COPY = {
  page: {
    eyebrow: "Admin Panel",
    greeting: (name: string) => `Good day, ${name}`,
    lede: "The club at your fingertips.",
    links: {
      applications: { label: "View Applications", text: "Review who has asked to join." },
      users: { label: "View Users", text: "Members, their types and passwords." },
      mail: { label: "Send Message", text: "Write to the club, or to one group." },
    },
    records: "Records",
    clubSettings: "Club settings",
    invitationCodes: "Invitation codes",
    eventCategories: "Event categories",
    tiers: "Membership tiers and fees",
    renewals: "Renewals and dues",
    mailLog: "Mail log",
    auditLog: "Audit log",
    reportedMessages: "Reported messages",
    glance: "The club at a glance",
    /** Shown while no mail server is set up (SMTP_URL unset): the settings are named in the README's "Email". */
    mailBanner: {
      title: "Email is not set up",
      text: "Messages are written to the mail drop and not delivered. Set SMTP_URL and MAIL_FROM (see the README, ‘Email’).",
    },
  },
  glance: {
    loading: "Gathering the club's numbers…",
    loadFailed: "The overview could not be loaded. Please try again later.",
    applications: "Applications",
    awaitReview: (count: number) => (count === 1 ? "awaits your review" : "await your review"),
    reviewApplications: "Review applications",
    membersByType: "Members by type",
    mailings: "Mailings in progress",
    allMailingsSent: "Every mailing has gone out.",
    openMailLog: "Open the mail log",
  },
  events: {
    title: "Upcoming events",
    inNextDays: (days: number) => `in the next ${days} days`,
    empty: "Nothing on the calendar yet.",
  },
  chart: {
    summary: (total: number, rows: string) => `${total} active ${total === 1 ? "member" : "members"}: ${rows}.`,
    admins: (count: number) => ` ${count} ${count === 1 ? "is an admin" : "are admins"}.`,
    deactivated: (count: number) => ` ${count} deactivated.`,
  },
  mailing: {
    progress: (sent: number, total: number, failed: number, dropped: number) =>
      `${sent} of ${total} sent` +
      (failed > 0 ? `, ${failed} failed` : "") +
      (dropped > 0 ? `, ${dropped} written to the mail drop — no mail server is set up` : ""),
  },
  undelivered: {
    title: "Emails not delivered",
    inLastDays: (days: number) => `in the last ${days} days`,
    what: (kind: string, recipient: string) => `${kind} to ${recipient}`,
    seeMailLog: "See them in the mail log",
  },
} as const;
