import { useQuery } from "@tanstack/react-query";
import { adminOverviewSchema } from "../../../../shared/admin-overview.ts";
import { api } from "../../../lib/api.ts";

export const overviewKey = ["admin", "overview"] as const;

export const getOverview = () => api("/api/admin/overview", { schema: adminOverviewSchema });

/** The club at a glance (GET /api/admin/overview). */
export function useOverview() {
  return useQuery({ queryKey: overviewKey, queryFn: getOverview });
}
