import { callPath } from "../../../../shared/paths/call-path.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageSchema } from "../../../../shared/members.ts";
import { MEMBER_PATHS } from "../../../../shared/paths/members.ts";
import { api } from "../../../lib/api.ts";
import { updateCachedUser } from "./update-cached-user.ts";
import { withStepUp } from "./with-step-up.ts";

interface AdminChange {
  userId: number;
  admin: boolean;
}

/** PUT /api/users/:id/admin: grant or revoke the admin flag (never the club's last admin). */
export const setAdmin = ({ userId, admin }: AdminChange) =>
  api(callPath(MEMBER_PATHS.admin, { userId }), { method: "PUT", body: { admin }, schema: messageSchema });

/** Asks for a step-up when the server wants one (deactivating, the admin flag). */
export function useSetAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Parameters<typeof setAdmin>[0]) => withStepUp(() => setAdmin(change)),
    onSuccess: (_answer, { userId, admin }) => updateCachedUser(queryClient, userId, { admin }),
  });
}
