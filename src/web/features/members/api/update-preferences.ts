import { useMutation, useQueryClient } from "@tanstack/react-query";
import { preferencesSchema, type Preferences } from "../../../../shared/members.ts";
import { MEMBER_PATHS } from "../../../../shared/paths/members.ts";
import { api } from "../../../lib/api.ts";
import { preferencesKey } from "./get-preferences.ts";

/** PUT /api/me/preferences: club announcements and comment notifications. */
export const updatePreferences = (preferences: Preferences) =>
  api(MEMBER_PATHS.preferences, { method: "PUT", body: preferences, schema: preferencesSchema });

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: async (saved) => {
      queryClient.setQueryData(preferencesKey, saved);
      // The comment switch speaks for her choices of mentions and comments (Settings → Notifications).
      await queryClient.invalidateQueries({ queryKey: ["me", "notification-preferences"] });
    },
  });
}
