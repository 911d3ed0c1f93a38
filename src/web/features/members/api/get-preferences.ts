import { useQuery } from "@tanstack/react-query";
import { preferencesSchema } from "../../../../shared/members.ts";
import { MEMBER_PATHS } from "../../../../shared/paths/members.ts";
import { api } from "../../../lib/api.ts";

export const preferencesKey = ["me", "preferences"] as const;

export const getPreferences = () => api(MEMBER_PATHS.preferences, { schema: preferencesSchema });

/** GET /api/me/preferences: my email switches. */
export function usePreferences(enabled = true) {
  return useQuery({ queryKey: preferencesKey, queryFn: getPreferences, enabled });
}
