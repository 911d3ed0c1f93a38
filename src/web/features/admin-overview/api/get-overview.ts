import { useQuery } from "@tanstack/react-query";
import { adminOverviewSchema } from "../../../../shared/admin-overview.ts";
import { ADMIN_OVERVIEW_PATHS } from "../../../../shared/paths/admin-overview.ts";
import { api } from "../../../lib/api.ts";

export const overviewKey = ["admin", "overview"] as const;

export const getOverview = () => api(ADMIN_OVERVIEW_PATHS.overview, { schema: adminOverviewSchema });

/** The club at a glance (GET /api/admin/overview). */
export function useOverview() {
  return useQuery({ queryKey: overviewKey, queryFn: getOverview });
}
