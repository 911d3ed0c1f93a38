/**
 * The words of the admins' review of applications (/applications, docs/product/screens.md#admin-pages), the CSV export
 * included. Apart from the public wizard's (applications.ts), which must not carry them.
 */
export const APPLICATIONS_REVIEW_COPY = {
  page: {
    eyebrow: "Admin Panel",
    title: "Applications",
    lede: "Those who have asked to join: choose one from the list to read it in full.",
    loading: "Loading applications…",
    loadFailed: "Failed to load applications.",
    tabs: "Applications",
    tabPending: "Pending",
    tabAll: "All",
    tabAccepted: "Accepted",
    tabRejected: "Rejected",
  },
  browser: {
    empty: "No applications in this category",
    decisionFailed: "The decision could not be saved.",
    count: (count: number) => `${count} ${count === 1 ? "application" : "applications"}`,
    exportCsv: "Export CSV",
    list: "Applications in this tab",
    accept: "Accept",
    reject: "Reject",
    voteApprove: "Vote to approve",
    voteReject: "Vote to reject",
    voteNote: "A note for the other admins (optional)",
    voteFailed: "The vote could not be saved.",
  },
  /** The confirmation an acceptance asks for, with the member type she will be. */
  acceptDialog: {
    title: (name: string) => `Accept ${name}?`,
    body: (email: string) =>
      `${email} will be invited to register. Choose the member type she will have (she applied as the one chosen first) and her tier, among those the type may hold: her account starts with both.`,
    memberType: "Member type",
    tier: "Tier",
    noTier: "No tier yet",
    confirm: "Accept and invite",
  },
  /** An application's state, in the card and in the CSV file. */
  status: { pending: "Pending", accepted: "Accepted", rejected: "Rejected" },
  card: {
    missing: "N/A",
    /** The member whose personal invitation she applied with: her sponsor (decision 0057). */
    invitedBy: (name: string) => `Invited by ${name}`,
    votes: "Admins' votes",
    noVotes: "No votes yet.",
    vote: { approve: "Approves", reject: "Rejects" },
    email: "Email",
    phone: "Phone",
    membershipType: "Membership type",
    tier: "Tier chosen",
    submitted: "Submitted",
    availability: "Availability",
    interests: "Interests",
    reason: "Reason",
    referral: "Referral",
    comments: "Comments",
    properties: "Properties",
    noProperties: "No property details available for this application.",
    address: "Address",
    type: "Type",
    description: "Description",
  },
  /** The CSV file's header row. */
  csv: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    membershipType: "Membership type",
    status: "Status",
    submitted: "Submitted",
    interests: "Interests",
    availability: "Availability",
    reason: "Reason",
    referral: "Referral",
    comments: "Comments",
    properties: "Properties",
  },
} as const;
