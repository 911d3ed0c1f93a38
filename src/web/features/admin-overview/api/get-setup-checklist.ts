import { useQuery } from "@tanstack/react-query";
import { setupChecklistSchema } from "../../../../shared/club-settings.ts";
import { CLUB_SETTINGS_PATHS } from "../../../../shared/paths/club-settings.ts";
import { api } from "../../../lib/api.ts";

/** The first-run checklist (GET /api/admin/setup-checklist): each step done or not. */
export function useSetupChecklist() {
  return useQuery({
    queryKey: ["admin", "setup-checklist"],
    queryFn: () => api(CLUB_SETTINGS_PATHS.checklist, { schema: setupChecklistSchema }),
  });
}
