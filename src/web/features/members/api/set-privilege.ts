import { callPath } from "../../../../shared/paths/call-path.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MemberType } from "../../../../shared/members.ts";
import { messageSchema } from "../../../../shared/members.ts";
import { MEMBER_PATHS } from "../../../../shared/paths/members.ts";
import { api } from "../../../lib/api.ts";
import { updateCachedUser } from "./update-cached-user.ts";

interface PrivilegeChange {
  userId: number;
  type: MemberType;
}

/** PUT /api/users/:id/privilege: a member's type. */
export const setPrivilege = ({ userId, type }: PrivilegeChange) =>
  api(callPath(MEMBER_PATHS.privilege, { userId }), { method: "PUT", body: { type }, schema: messageSchema });

export function useSetPrivilege() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPrivilege,
    onSuccess: (_answer, { userId, type }) => updateCachedUser(queryClient, userId, { type }),
  });
}
