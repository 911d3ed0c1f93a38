import { callPath } from "../../../../shared/paths/call-path.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invitationCodeSchema } from "../../../../shared/invitation-codes.ts";
import { INVITATION_CODE_PATHS } from "../../../../shared/paths/invitation-codes.ts";
import { api } from "../../../lib/api.ts";
import { invitationCodesKey } from "./get-invitation-codes.ts";

/** DELETE /api/admin/invitation-codes/:code: the code stops working at once. */
export const revokeInvitationCode = (code: string) =>
  api(callPath(INVITATION_CODE_PATHS.one, { code }), { method: "DELETE", schema: invitationCodeSchema });

export function useRevokeInvitationCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitationCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationCodesKey }),
  });
}
