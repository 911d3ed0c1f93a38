import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  clubSettingsSchema,
  testEmailAnswerSchema,
  type ClubSettingsUpdate,
} from "../../../../shared/club-settings.ts";
import { CLUB_SETTINGS_PATHS } from "../../../../shared/paths/club-settings.ts";
import { api } from "../../../lib/api.ts";

export const clubSettingsKey = ["admin", "club-settings"] as const;

/** GET /api/admin/club-settings. */
export function useClubSettings() {
  return useQuery({
    queryKey: clubSettingsKey,
    queryFn: () => api(CLUB_SETTINGS_PATHS.settings, { schema: clubSettingsSchema }),
  });
}

/** PUT /api/admin/club-settings; the club's public facts and the checklist read them, so both are asked again. */
export function useSaveClubSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ClubSettingsUpdate) =>
      api(CLUB_SETTINGS_PATHS.settings, { method: "PUT", body: update, schema: clubSettingsSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(clubSettingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: ["public-config"] });
      void queryClient.invalidateQueries({ queryKey: ["admin", "setup-checklist"] });
    },
  });
}

/** POST /api/admin/club-settings/test-email: a test email to the admin herself; the mail log shows it after. */
export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(CLUB_SETTINGS_PATHS.testEmail, { method: "POST", schema: testEmailAnswerSchema }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["admin", "mail-log"] }),
  });
}
