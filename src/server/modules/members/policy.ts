import type { CurrentUser, MemberType } from "../../../shared/members.ts";

/** Who may change what about a member (DECISIONS §3): the rules in one place, asked by routes and the client alike. */
export const memberPolicy = {
  /** A member edits their own name; an admin edits anyone's. */
  canEditProfile: (actor: CurrentUser, targetId: number) => actor.admin || actor.user_id === targetId,
  /** Only admins change a member type or the admin flag — their own included. */
  canChangeType: (actor: CurrentUser, current: MemberType, requested: MemberType | undefined) =>
    requested === undefined || requested === current || actor.admin,
  canChangeAdminFlag: (actor: CurrentUser, current: boolean, requested: boolean | undefined) =>
    requested === undefined || requested === current || actor.admin,
};
