import type { StayListQuery } from "../../../../shared/stays.ts";

/** Query keys of the stays feature, so every mutation refreshes what it changed. */
export const stayKeys = {
  all: ["stays"] as const,
  list: (query: Partial<StayListQuery>) => [...stayKeys.all, "list", query] as const,
  one: (id: string) => [...stayKeys.all, "one", id] as const,
  prefill: () => [...stayKeys.all, "prefill"] as const,
  requests: () => ["stay-requests"] as const,
  request: (id: string) => ["stay-requests", id] as const,
  tier: () => ["membership-tier"] as const,
};

/** The server's stay paths. */
