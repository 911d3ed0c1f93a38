import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SESSION_PATHS } from "../../../../shared/paths/session.ts";
import { api } from "../../../lib/api.ts";
import { authStatusKey } from "./get-auth-status.ts";

export const logout = () =>
  api(SESSION_PATHS.logout, {
    method: "POST",
    schema: () => import("../../../../shared/auth.ts").then((module) => module.okSchema),
  });

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(authStatusKey, { authenticated: false });
    },
  });
}
