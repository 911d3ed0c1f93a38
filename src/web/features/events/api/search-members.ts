import { callPath } from "../../../../shared/paths/call-path.ts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { memberSearchResultSchema } from "../../../../shared/events.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { api } from "../../../lib/api.ts";
import { eventKeys } from "./event-keys.ts";

export type MemberResult = z.infer<typeof memberSearchResultSchema>;

/** Members by part of a name or a whole email address (docs/product/access.md#member-search); emails never come back. */
export const searchMembers = (q: string) =>
  api(callPath(EVENT_PATHS.memberSearch, {}, { q }), { schema: z.array(memberSearchResultSchema) });

export function useMemberSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: eventKeys.members(q),
    queryFn: () => searchMembers(q),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
