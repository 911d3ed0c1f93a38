import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PASSKEY_API, passkeysSchema, webauthnOptionsSchema } from "../../../../shared/security.ts";
import { messageSchema } from "../../../../shared/members.ts";
import { api } from "../../../lib/api.ts";
import { securityStatusKey } from "./two-factor.ts";

export const passkeysKey = ["me", "passkeys"] as const;

/** GET /api/me/passkeys. */
export function usePasskeys() {
  return useQuery({ queryKey: passkeysKey, queryFn: () => api(PASSKEY_API.list, { schema: passkeysSchema }) });
}

/** Makes a passkey in the browser (its WebAuthn library loaded now, not with the page) and adds it with a name. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const [{ startRegistration }, options] = await Promise.all([
        import("@simplewebauthn/browser"),
        api(PASSKEY_API.registrationOptions, { method: "POST", schema: webauthnOptionsSchema }),
      ]);
      const credential = await startRegistration({ optionsJSON: options as never });
      return api(PASSKEY_API.list, { method: "POST", body: { name, credential }, schema: messageSchema });
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
    mutationFn: (id: number) => api(`${PASSKEY_API.list}/${id}`, { method: "DELETE", schema: messageSchema }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: passkeysKey });
      await queryClient.invalidateQueries({ queryKey: securityStatusKey });
    },
  });
}
