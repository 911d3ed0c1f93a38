import { AUTH_PATHS } from "../../../../shared/paths/auth.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { securitySettingsSchema, type SecuritySettings } from "../../../../shared/step-up.ts";
import { z } from "zod";
import { api } from "../../../lib/api.ts";

const securitySettingsKey = ["admin", "security-settings"] as const;
const savedSchema = securitySettingsSchema.extend({ message: z.string() });

/** GET /api/admin/security-settings: whether the club asks every member for a second factor. */
export function useSecuritySettings() {
  return useQuery({
    queryKey: securitySettingsKey,
    queryFn: () => api(AUTH_PATHS.securitySettings, { schema: securitySettingsSchema }),
  });
}

/** PUT /api/admin/security-settings. */
export function useSaveSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SecuritySettings) =>
      api(AUTH_PATHS.securitySettings, { method: "PUT", body: settings, schema: savedSchema }),
    onSuccess: (saved) =>
      queryClient.setQueryData(securitySettingsKey, { requireSecondFactorForAll: saved.requireSecondFactorForAll }),
  });
}
