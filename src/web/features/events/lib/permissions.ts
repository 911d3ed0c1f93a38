import type { AuthStatus } from "../../../../shared/auth.ts";

/** Create Event is hidden for Standard members; admins may create whatever their type (docs/product/access.md#creating-events). */
export function canCreateEvents(status: AuthStatus | undefined): boolean {
  if (!status?.authenticated) return false;
  return status.user.admin || status.user.type !== "Standard";
}
