import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invitationCodeSchema, type CreateInvitationCode } from "../../../../shared/invitation-codes.ts";
import { INVITATION_CODE_PATHS } from "../../../../shared/paths/invitation-codes.ts";
import { api } from "../../../lib/api.ts";
import { invitationCodesKey } from "./get-invitation-codes.ts";

/** POST /api/admin/invitation-codes: a chosen or generated code, optional max uses, expiry and note. */
export const createInvitationCode = (request: CreateInvitationCode) =>
  api(INVITATION_CODE_PATHS.list, { method: "POST", body: request, schema: invitationCodeSchema });

export function useCreateInvitationCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitationCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationCodesKey }),
  });
}
