import { AUTH_PATHS } from "../../../../shared/paths/auth.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { authStatusKey } from "./get-auth-status.ts";

/** POST /login/2fa: finishes a login that waits for a code from the authenticator app or a recovery code. */
export const loginSecondFactor = (code: string) =>
  api(AUTH_PATHS.loginSecondFactor, {
    method: "POST",
    body: { code },
    schema: () => import("../../../../shared/auth.ts").then((module) => module.signedInSchema),
  });

export function useLoginSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginSecondFactor,
    onSuccess: async () => {
      queryClient.clear();
      await queryClient.invalidateQueries({ queryKey: authStatusKey });
    },
  });
}
