/** The words of the admins' club settings page (/admin/club-settings) and the first-run checklist on /admin. */
export const CLUB_SETTINGS_COPY = {
  page: {
    eyebrow: "Admin Panel",
    title: "Club settings",
    lede: "The club's name, where to write to it, and how dates, times and fees read.",
    loading: "Loading the club's settings…",
    loadFailed: "The club's settings could not be loaded. Please try again later.",
  },
  form: {
    name: "Club name",
    contactEmail: "Contact email",
    contactEmailHint: "Shown on the contact page. Leave empty to show none.",
    timeZone: "Time zone",
    locale: "Date and time format",
    preview: (sample: string) => `Dates and times will read: ${sample}`,
    currency: "Currency",
    country: "Country",
    countryHint: "Two letters (US, GB, FR): the default for phone numbers and addresses.",
    approvalThreshold: "Mailings needing a second admin",
    approvalThresholdHint: "A mailing to more members than this waits for another admin's approval before it is sent.",
    cancelWindow: "Minutes to stop a mailing",
    cancelWindowHint:
      "Every mailing waits this long before it leaves; until then any admin can cancel it. 0 sends at once.",
    votesNeeded: "Admins' votes that decide an application",
    inviteTiers: "Tiers whose members may invite friends",
    inviteTiersHint:
      "A member of these tiers sends personal invitations from Settings; her friend's application arrives with her as sponsor. None chosen: only admins invite.",
    invitationsPerMember: "Open invitations each member may hold",
    invitationsPerMemberHint: "0 to 20. An invitation stays open 14 days, until it is used or revoked.",
    votesNeededHint:
      "How many admins must vote the same way to accept or reject an application (1: one admin decides).",
    save: "Save settings",
    saving: "Saving…",
    saved: "The club's settings are saved.",
    saveFailed: "The settings could not be saved.",
  },
  retention: {
    title: "Retention",
    lede: "How long the club keeps what it no longer needs. Once a day, whatever is past its time is removed for good.",
    unit: "days",
    fields: {
      retention_sessions_days: {
        label: "Sessions and devices, in days",
        happens: (days: string) =>
          `A browser left unused for ${days} days is signed out, and a device not seen for ${days} days is forgotten: signing in from it again sends the new-device email.`,
      },
      retention_mail_log_days: {
        label: "Mail log, in days",
        happens: (days: string) =>
          `Emails sent or given up on more than ${days} days ago leave the mail log. Emails still waiting to go stay.`,
      },
      retention_declined_applications_days: {
        label: "Declined applications, in days",
        happens: (days: string) =>
          `An application declined more than ${days} days ago is deleted with its votes; the audit log keeps that it was declined, not who applied.`,
      },
      retention_audit_days: {
        label: "Audit entries, in days",
        happens: (days: string) => `Entries older than ${days} days leave the audit log.`,
      },
    },
    bounds: (min: number, max: number) => `Between ${min} and ${max} days.`,
    save: "Save retention periods",
    saving: "Saving…",
    saved: "The retention periods are saved. The next daily pass keeps to them.",
    saveFailed: "The retention periods could not be saved.",
  },
  mail: {
    title: "Mail",
    configured:
      "A mail server is set up: members receive their invitations, reminders and sign-in links. Send yourself a test email to see one arrive.",
    notConfigured:
      "No mail server is set up: every email is written to the mail drop and reaches nobody. Set SMTP_URL and MAIL_FROM and restart the club (README, ‘Email’).",
    send: "Send me a test email",
    sending: "Sending…",
    failed: "The test email could not be sent.",
  },
  checklist: {
    title: "Setting up your club",
    done: "Done",
    todo: "To do",
    steps: {
      "club-name": { label: "Name your club", link: "Open club settings", to: "/admin/club-settings" },
      "contact-email": { label: "Add a contact address", link: "Open club settings", to: "/admin/club-settings" },
      regional: {
        label: "Choose time zone, locale and currency",
        link: "Open club settings",
        to: "/admin/club-settings",
      },
      mail: { label: "Set up mail", link: "Send a test email", to: "/admin/club-settings#mail" },
      "invitation-code": {
        label: "Create the first invitation code",
        link: "Open invitation codes",
        to: "/admin/invitation-codes",
      },
      tiers: { label: "Set the membership tiers' fees", link: "Open the tiers", to: "/admin#tiers" },
      "own-name": { label: "Add your own name", link: "Open your settings", to: "/settings" },
    },
    loadFailed: "The checklist could not be loaded.",
  },
};
