import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { memberSearchResultSchema } from "../../../../shared/events.ts";
import { callPath } from "../../../../shared/paths/call-path.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { api } from "../../../lib/api.ts";

/** Members by part of a name (the invite dialog's search). */
export function useMemberSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ["members", "search", q],
    queryFn: () => api(callPath(EVENT_PATHS.memberSearch, {}, { q }), { schema: z.array(memberSearchResultSchema) }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
