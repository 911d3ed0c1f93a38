import { callPath } from "../../../../shared/paths/call-path.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageSchema } from "../../../../shared/members.ts";
import { MEMBER_PATHS } from "../../../../shared/paths/members.ts";
import { api } from "../../../lib/api.ts";
import { updateCachedUser } from "./update-cached-user.ts";
import { withStepUp } from "./with-step-up.ts";

/** POST /api/users/:id/remove: she is deactivated at once and erased after 30 days unless reactivated (decision 0060). */
export const removeMember = (userId: number) =>
  api(callPath(MEMBER_PATHS.remove, { userId }), { method: "POST", schema: messageSchema });

/** Asks for a step-up when the server wants one; the table shows her deactivated without fetching the list again. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => withStepUp(() => removeMember(userId)),
    onSuccess: (_answer, userId) => updateCachedUser(queryClient, userId, { active: false }),
  });
}
