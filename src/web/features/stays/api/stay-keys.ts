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
export const STAY_PATHS = {
  list: "/api/stays",
  one: (id: string) => `/api/stays/${encodeURIComponent(id)}`,
  photos: (id: string) => `/api/stays/${encodeURIComponent(id)}/photos`,
  photo: (id: string, photoId: string) => `/api/stays/${encodeURIComponent(id)}/photos/${encodeURIComponent(photoId)}`,
  prefill: "/api/stays/prefill",
  requestsOf: (id: string) => `/api/stays/${encodeURIComponent(id)}/requests`,
  requests: "/api/stay-requests",
  request: (id: string) => `/api/stay-requests/${encodeURIComponent(id)}`,
  requestIcs: (id: string) => `/api/stay-requests/${encodeURIComponent(id)}/ics`,
  guestBook: (id: string) => `/api/stay-requests/${encodeURIComponent(id)}/guest-book`,
  tier: "/api/me/membership-tier",
} as const;
