import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { SearchAnswer, SearchKind } from "../../../../shared/search.ts";
import { SEARCH_PATHS } from "../../../../shared/search.ts";
import { api } from "../../../lib/api.ts";

export const searchKey = (q: string, kind: SearchKind | null) => ["search", q, kind] as const;

/** GET /api/search: the groups of what she may see that match, or one kind's first 50. */
export const getSearch = (q: string, kind: SearchKind | null) => {
  const params = new URLSearchParams({ q });
  if (kind) {
    params.set("kind", kind);
    params.set("limit", "50");
  }
  return api(`${SEARCH_PATHS.search}?${params.toString()}`, {
    schema: async () => (await import("../../../../shared/search.ts")).searchAnswerSchema,
  });
};

export function useSearch(q: string, kind: SearchKind | null, enabled: boolean) {
  return useQuery<SearchAnswer>({
    queryKey: searchKey(q, kind),
    queryFn: () => getSearch(q, kind),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
