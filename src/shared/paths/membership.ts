/** Decision 44: the tiers (public read, admins edit) and a member's membership. No zod here: public pages import it. */
export const MEMBERSHIP_PATHS = {
  publicTiers: "/api/tiers",
  adminTiers: "/api/admin/tiers",
  mine: "/api/me/membership",
  memberMembership: "/api/admin/members/:userId/membership",
  /** Decision 48: the dues ledger. */
  memberPayments: "/api/admin/members/:userId/payments",
  memberCharges: "/api/admin/members/:userId/charges",
  memberLedger: "/api/admin/members/:userId/ledger",
  myLedger: "/api/me/ledger",
  renewals: "/api/admin/renewals",
  renewalsCsv: "/api/admin/renewals.csv",
  /** Decision 52: a member asks to change tier, an admin approves or declines. */
  myChangeRequest: "/api/me/membership/change-request",
  changeRequests: "/api/admin/membership/change-requests",
  approveChangeRequest: "/api/admin/membership/change-requests/:id/approve",
  declineChangeRequest: "/api/admin/membership/change-requests/:id/decline",
} as const;
