/** Decision 44: the tiers (public read, admins edit) and a member's membership. No zod here: public pages import it. */
export const MEMBERSHIP_PATHS = {
  publicTiers: "/api/tiers",
  adminTiers: "/api/admin/tiers",
  mine: "/api/me/membership",
  memberMembership: "/api/admin/members/:userId/membership",
} as const;
