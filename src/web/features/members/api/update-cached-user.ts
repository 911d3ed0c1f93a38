import type { QueryClient } from "@tanstack/react-query";
import type { ManagedUser } from "../../../../shared/members.ts";
import { usersKey } from "./get-users.ts";

/** After a successful change, the table shows it without fetching the list again. */
export function updateCachedUser(queryClient: QueryClient, userId: number, change: Partial<ManagedUser>) {
  queryClient.setQueryData<ManagedUser[]>(usersKey, (list) =>
    list?.map((user) => (user.user_id === userId ? { ...user, ...change } : user)),
  );
}
