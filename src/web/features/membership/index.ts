/**
 * The membership feature's door (decisions 44, 48). Every part loads in a chunk of its own, so that the public pages
 * that read the live tiers carry none of the admins' or the member's screens (nor zod).
 */
export const loadLiveTiers = () => import("./components/LiveTiers.tsx");
/** Sections of /admin: the tiers editor (#tiers) and the treasurer's renewals (#renewals). */
export const loadTiersEditor = () => import("./components/TiersEditor.tsx").then((m) => ({ default: m.TiersEditor }));
export const loadRenewals = () =>
  import("./components/RenewalsSection.tsx").then((m) => ({ default: m.RenewalsSection }));
/** Requests to change tier (decision 52), beside the renewals in /admin (#change-requests). */
export const loadChangeRequests = () =>
  import("./components/ChangeRequestsSection.tsx").then((m) => ({ default: m.ChangeRequestsSection }));
/** "My membership", a section of /settings (#membership). */
export const loadMyMembership = () =>
  import("./components/MyMembership.tsx").then((m) => ({ default: m.MyMembership }));
/** The admin's dialog for a member's type, tier, term and dues (/users). */
export const loadMemberMembershipDialog = () =>
  import("./components/MemberMembershipDialog.tsx").then((m) => ({ default: m.MemberMembershipDialog }));
/** A checkbox for each tier the club sells, for the club settings' choice of the tiers that invite (decision 0057). */
export const loadTierChoice = () => import("./components/TierChoice.tsx").then((m) => ({ default: m.TierChoice }));
