import { AUTH_PATHS } from "../../../../shared/paths/auth.ts";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { authStatusKey } from "./get-auth-status.ts";

/**
 * "Sign in with a passkey": the browser's WebAuthn library is loaded when the member asks, never with the login page
 * (its budget); any passkey of this site answers (discoverable credentials), and the server signs its member in.
 */
export async function signInWithPasskey() {
  const [{ startAuthentication }, options] = await Promise.all([
    import("@simplewebauthn/browser"),
    api<PublicKeyCredentialRequestOptionsJSON>(AUTH_PATHS.passkeySignInOptions, { method: "POST" }),
  ]);
  const credential = await startAuthentication({ optionsJSON: options });
  return api(AUTH_PATHS.passkeySignIn, {
    method: "POST",
    body: { credential },
    schema: () => import("../../../../shared/auth.ts").then((module) => module.signedInSchema),
  });
}

export function useSignInWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: async () => {
      queryClient.clear();
      await queryClient.invalidateQueries({ queryKey: authStatusKey });
    },
  });
}
