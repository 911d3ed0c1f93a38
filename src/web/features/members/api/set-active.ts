import { callPath } from "../../../../shared/paths/call-path.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageSchema } from "../../../../shared/members.ts";
import { MEMBER_PATHS } from "../../../../shared/paths/members.ts";
import { api } from "../../../lib/api.ts";
import { updateCachedUser } from "./update-cached-user.ts";
import { withStepUp } from "./with-step-up.ts";

interface ActiveChange {
  userId: number;
  active: boolean;
}

/** PUT /api/users/:id/active: deactivate (sessions end, no login) or reactivate a member. */
export const setActive = ({ userId, active }: ActiveChange) =>
  api(callPath(MEMBER_PATHS.active, { userId }), { method: "PUT", body: { active }, schema: messageSchema });

/** Asks for a step-up when the server wants one (deactivating, the admin flag). */
export function useSetActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Parameters<typeof setActive>[0]) => withStepUp(() => setActive(change)),
    onSuccess: (_answer, { userId, active }) => updateCachedUser(queryClient, userId, { active }),
  });
}
