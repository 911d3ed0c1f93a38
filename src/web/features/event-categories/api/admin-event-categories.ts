import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  EVENT_CATEGORY_PATHS,
  eventCategoriesSchema,
  type ReplaceEventCategories,
} from "../../../../shared/event-categories.ts";
import { api } from "../../../lib/api.ts";
import { EVENT_CATEGORIES_KEY } from "../lib/use-event-categories.ts";

const adminKey = ["admin-event-categories"] as const;

/** GET /api/admin/event-categories: every category, hidden ones too. */
export function useAdminEventCategories() {
  return useQuery({
    queryKey: adminKey,
    queryFn: () => api(EVENT_CATEGORY_PATHS.admin, { schema: eventCategoriesSchema }),
  });
}

/** PUT /api/admin/event-categories: the whole list. */
export function useReplaceEventCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplaceEventCategories) =>
      api(EVENT_CATEGORY_PATHS.admin, { method: "PUT", body, schema: eventCategoriesSchema }),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminKey, answer);
      void queryClient.invalidateQueries({ queryKey: EVENT_CATEGORIES_KEY });
    },
  });
}
