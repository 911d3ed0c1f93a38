import type { CurrentUser, MemberType } from "../../../shared/members.ts";

/** The only way a member row becomes an answer about the logged-in member. */
export function toCurrentUser(row: { user_id: number; name: string; type: string; admin: number }): CurrentUser {
  return { user_id: row.user_id, name: row.name, type: row.type as MemberType, admin: row.admin === 1 };
}

/** A sign-in's answer once the session has started: who she is, and whether she must first change her password. */
export function toSignedIn(row: Parameters<typeof toCurrentUser>[0] & { must_change_password: number }) {
  return { ok: true as const, user: toCurrentUser(row), mustChangePassword: row.must_change_password === 1 };
}

/** Narrows a richer in-memory member (e.g. a session's) to exactly the fields the client may see. */
export function pickCurrentUser(member: CurrentUser): CurrentUser {
  return { user_id: member.user_id, name: member.name, type: member.type, admin: member.admin };
}
