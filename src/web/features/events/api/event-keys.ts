/** Query keys of the events feature, so every mutation refreshes what it changed. */
export const eventKeys = {
  all: ["events"] as const,
  list: () => [...eventKeys.all, "list"] as const,
  one: (id: string) => [...eventKeys.all, "one", id] as const,
  images: (id: string) => [...eventKeys.all, "images", id] as const,
  members: (query: string) => ["members", "search", query] as const,
};
