import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SESSION_PATHS } from "../../../../shared/paths/session.ts";
import { api } from "../../../lib/api.ts";
import { authStatusKey } from "./get-auth-status.ts";

/** POST /api/sign-in-link: uses the emailed one-time link and starts a session, as a login does. */
export const signInWithLink = (token: string) =>
  api(SESSION_PATHS.signInLink, {
    method: "POST",
    body: { token },
    schema: () => import("../../../../shared/auth.ts").then((module) => module.loginResponseSchema),
  });

export function useSignInWithLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithLink,
    onSuccess: async (answer) => {
      if ("twoFactorRequired" in answer) return;
      queryClient.clear();
      await queryClient.invalidateQueries({ queryKey: authStatusKey });
    },
  });
}
