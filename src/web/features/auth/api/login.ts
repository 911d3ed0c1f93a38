import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginRequest } from "../../../../shared/auth.ts";
import { SESSION_PATHS } from "../../../../shared/paths/session.ts";
import { api } from "../../../lib/api.ts";
import { authStatusKey } from "./get-auth-status.ts";

export const login = (credentials: LoginRequest) =>
  api(SESSION_PATHS.login, {
    method: "POST",
    body: credentials,
    schema: () => import("../../../../shared/auth.ts").then((module) => module.loginResponseSchema),
  });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (answer) => {
      if ("twoFactorRequired" in answer) return;
      queryClient.clear();
      await queryClient.invalidateQueries({ queryKey: authStatusKey });
    },
  });
}
