import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { invitationCodeSchema } from "../../../../shared/invitation-codes.ts";
import { INVITATION_CODE_PATHS } from "../../../../shared/paths/invitation-codes.ts";
import { api } from "../../../lib/api.ts";

export const invitationCodesKey = ["admin", "invitation-codes"] as const;

export const getInvitationCodes = () => api(INVITATION_CODE_PATHS.list, { schema: z.array(invitationCodeSchema) });

/** GET /api/admin/invitation-codes: every code with its uses. */
export function useInvitationCodes() {
  return useQuery({ queryKey: invitationCodesKey, queryFn: getInvitationCodes });
}
