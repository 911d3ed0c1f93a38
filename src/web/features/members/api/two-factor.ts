import { AUTH_PATHS } from "../../../../shared/paths/auth.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { recoveryCodesSchema, securityStatusSchema, totpSetupSchema } from "../../../../shared/security.ts";
import { messageSchema } from "../../../../shared/members.ts";
import { api } from "../../../lib/api.ts";
import { withStepUp } from "./with-step-up.ts";

export const securityStatusKey = ["me", "2fa"] as const;

/** GET /api/me/2fa: whether my authenticator app is on, and how many recovery codes are left. */
export function useSecurityStatus() {
  return useQuery({
    queryKey: securityStatusKey,
    queryFn: () => api(AUTH_PATHS.secondFactors, { schema: securityStatusSchema }),
  });
}

/** POST /api/me/2fa/totp: a new secret to scan. */
export function useBeginTotp() {
  return useMutation({
    mutationFn: () => withStepUp(() => api(AUTH_PATHS.totp, { method: "POST", schema: totpSetupSchema })),
  });
}

function useCodeCall<T>(path: string, method: "POST" | "DELETE", schema: { parse(payload: unknown): T }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => withStepUp(() => api(path, { method, body: { code }, schema })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityStatusKey }),
  });
}

/** POST /api/me/2fa/totp/confirm: turns it on; answers the recovery codes, shown once. */
export const useConfirmTotp = () => useCodeCall(AUTH_PATHS.totpConfirm, "POST", recoveryCodesSchema);
/** DELETE /api/me/2fa/totp: turns it off with a current code. */
export const useDisableTotp = () => useCodeCall(AUTH_PATHS.totp, "DELETE", messageSchema);
/** POST /api/me/2fa/recovery-codes: ten new codes replace the old. */
export const useRegenerateRecoveryCodes = () => useCodeCall(AUTH_PATHS.recoveryCodes, "POST", recoveryCodesSchema);
