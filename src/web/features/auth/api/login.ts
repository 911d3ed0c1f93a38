import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginRequest } from "../../../../shared/auth.ts";
import { API } from "../../../../shared/paths.ts";
import { api } from "../../../lib/api.ts";
import { authStatusKey } from "./get-auth-status.ts";

export const login = (credentials: LoginRequest) =>
  api(API.login, {
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
