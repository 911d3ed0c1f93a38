import { callPath } from "../../../../shared/paths/call-path.ts";
import { MEMBER_PATHS } from "../../../../shared/paths/members.ts";
import { useMutation } from "@tanstack/react-query";
import { messageSchema } from "../../../../shared/members.ts";
import { api } from "../../../lib/api.ts";

/** DELETE /api/users/:id/sessions: signs a member out everywhere; nothing else about her changes. */
export const endMemberSessions = (userId: number) =>
  api(callPath(MEMBER_PATHS.sessions, { userId }), { method: "DELETE", schema: messageSchema });

export function useEndMemberSessions() {
  return useMutation({ mutationFn: endMemberSessions });
}
