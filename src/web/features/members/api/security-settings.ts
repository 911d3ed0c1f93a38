import { SECURITY_SETTINGS_PATHS } from "../../../../shared/paths/security-settings.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { securitySettingsSchema, type SecuritySettings } from "../../../../shared/security-settings.ts";
import { z } from "zod";
import { api } from "../../../lib/api.ts";

const securitySettingsKey = ["admin", "security-settings"] as const;
const savedSchema = securitySettingsSchema.extend({ message: z.string() });

/** GET /api/admin/security-settings: whether the club asks every member for a second factor. */
export function useSecuritySettings() {
  return useQuery({
    queryKey: securitySettingsKey,
    queryFn: () => api(SECURITY_SETTINGS_PATHS.settings, { schema: securitySettingsSchema }),
  });
}

/** PUT /api/admin/security-settings. */
export function useSaveSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SecuritySettings) =>
      api(SECURITY_SETTINGS_PATHS.settings, { method: "PUT", body: settings, schema: savedSchema }),
    onSuccess: (saved) =>
      queryClient.setQueryData(securitySettingsKey, { requireSecondFactorForAll: saved.requireSecondFactorForAll }),
  });
}
