import { callPath } from "../../../../shared/paths/call-path.ts";
import { AUTH_PATHS } from "../../../../shared/paths/auth.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { passkeysSchema, webauthnOptionsSchema } from "../../../../shared/security.ts";
import { messageSchema } from "../../../../shared/members.ts";
import { api } from "../../../lib/api.ts";
import { securityStatusKey } from "./two-factor.ts";
import { withStepUp } from "./with-step-up.ts";

export const passkeysKey = ["me", "passkeys"] as const;

/** GET /api/me/passkeys. */
export function usePasskeys() {
  return useQuery({ queryKey: passkeysKey, queryFn: () => api(AUTH_PATHS.passkeys, { schema: passkeysSchema }) });
}

/** Makes a passkey in the browser (its WebAuthn library loaded now, not with the page) and adds it with a name. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      // Adding a factor asks a session whose last proof is old to prove it is her first (the step-up dialog).
      const [{ startRegistration }, options] = await Promise.all([
        import("@simplewebauthn/browser"),
        withStepUp(() => api(AUTH_PATHS.passkeyOptions, { method: "POST", schema: webauthnOptionsSchema })),
      ]);
      const credential = await startRegistration({ optionsJSON: options as never });
      return api(AUTH_PATHS.passkeys, { method: "POST", body: { name, credential }, schema: messageSchema });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: passkeysKey });
      await queryClient.invalidateQueries({ queryKey: securityStatusKey });
    },
  });
}

/** DELETE /api/me/passkeys/:id. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      withStepUp(() => api(callPath(AUTH_PATHS.passkey, { id }), { method: "DELETE", schema: messageSchema })),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: passkeysKey });
      await queryClient.invalidateQueries({ queryKey: securityStatusKey });
    },
  });
}
