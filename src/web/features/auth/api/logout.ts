import { useMutation, useQueryClient } from "@tanstack/react-query";
import { okSchema } from "../../../../shared/auth.ts";
import { API } from "../../../../shared/paths.ts";
import { api } from "../../../lib/api.ts";
import { authStatusKey } from "./get-auth-status.ts";

export const logout = () => api(API.logout, { method: "POST", schema: okSchema });

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
