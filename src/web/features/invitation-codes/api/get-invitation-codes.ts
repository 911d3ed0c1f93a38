import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { invitationCodeSchema } from "../../../../shared/invitation-codes.ts";
import { api } from "../../../lib/api.ts";

export const invitationCodesKey = ["admin", "invitation-codes"] as const;

export const getInvitationCodes = () => api("/api/admin/invitation-codes", { schema: z.array(invitationCodeSchema) });

/** GET /api/admin/invitation-codes: every code with its uses. */
export function useInvitationCodes() {
  return useQuery({ queryKey: invitationCodesKey, queryFn: getInvitationCodes });
}
