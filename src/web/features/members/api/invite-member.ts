import { ADMIN_INVITATION_PATHS } from "../../../../shared/paths/admin-invitations.ts";
import { useMutation } from "@tanstack/react-query";
import type { DirectInvitation } from "../../../../shared/registration.ts";
import { messageSchema } from "../../../../shared/members.ts";
import { api } from "../../../lib/api.ts";

export const inviteMember = (invitation: DirectInvitation) =>
  api(ADMIN_INVITATION_PATHS.invite, { method: "POST", body: invitation, schema: messageSchema });

/** POST /api/admin/invitations: emails a registration link with the chosen member type. */
export function useInviteMember() {
  return useMutation({ mutationFn: inviteMember });
}
