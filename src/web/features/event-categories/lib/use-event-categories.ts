import { useQuery } from "@tanstack/react-query";
import { EVENT_CATEGORY_PATHS } from "../../../../shared/event-categories.ts";
import { api } from "../../../lib/api.ts";

export const EVENT_CATEGORIES_KEY = ["event-categories"] as const;

/** The club's visible event categories (GET /api/event-categories), as the event dialog and the filters offer them. */
export function useEventCategories() {
  return useQuery({
    queryKey: EVENT_CATEGORIES_KEY,
    queryFn: () =>
      api(EVENT_CATEGORY_PATHS.visible, {
        schema: () => import("../../../../shared/event-categories.ts").then((m) => m.visibleCategoriesSchema),
      }),
    staleTime: 60_000,
  });
}
