import { callPath } from "../../../../shared/paths/call-path.ts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { memberSearchResultSchema } from "../../../../shared/events.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { api } from "../../../lib/api.ts";

export type MentionCandidate = z.infer<typeof memberSearchResultSchema>;

const SUGGESTIONS = 6;

/** Members whose name holds the words typed after "@" (GET /api/members: names, never emails; docs/product/access.md#member-search). */
export const searchMentionCandidates = (q: string) =>
  api(callPath(EVENT_PATHS.memberSearch, {}, { q, limit: SUGGESTIONS }), {
    schema: z.array(memberSearchResultSchema),
  });

export function useMentionCandidates(query: string) {
  return useQuery({
    queryKey: ["comments", "mention-candidates", query],
    queryFn: () => searchMentionCandidates(query),
    enabled: query !== "",
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
