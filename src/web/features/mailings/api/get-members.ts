import { callPath } from "../../../../shared/paths/call-path.ts";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { mailMemberSchema } from "../../../../shared/mailings.ts";
import { MAILING_PATHS } from "../../../../shared/paths/mailings.ts";
import { api } from "../../../lib/api.ts";

export const MEMBERS_SHOWN = 200;
export const membersKey = (q: string) => ["admin", "mail-members", q] as const;

/** GET /api/admin/get-members: active members by name; `q` matches part of a name or an email. */
export const getMembers = (q: string) =>
  api(callPath(MAILING_PATHS.members, {}, { limit: MEMBERS_SHOWN, q: q || undefined }), {
    schema: z.array(mailMemberSchema),
  });

export function useMailMembers(q: string, enabled: boolean) {
  return useQuery({ queryKey: membersKey(q), queryFn: () => getMembers(q), enabled, staleTime: 60_000 });
}
