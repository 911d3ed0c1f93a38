import type { AuthStatus } from "../../../../shared/auth.ts";

/** Spec §6: Create Event is hidden for Standard members; admins may create whatever their type (DECISIONS §3). */
export function canCreateEvents(status: AuthStatus | undefined): boolean {
  if (!status?.authenticated) return false;
  return status.user.admin || status.user.type !== "Standard";
}
