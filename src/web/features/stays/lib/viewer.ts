import type { AuthStatus } from "../../../../shared/auth.ts";

/** The signed-in member, or undefined while the status loads. */
export const viewerOf = (status: AuthStatus | undefined) => (status?.authenticated ? status.user : undefined);

/** Travel Hosts list their homes; admins list one for a Travel Host (the server decides). */
export const canListHomes = (status: AuthStatus | undefined) => {
  const viewer = viewerOf(status);
  return viewer !== undefined && (viewer.admin || viewer.type === "Travel Host");
};
