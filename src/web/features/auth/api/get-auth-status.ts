import { useQuery } from "@tanstack/react-query";
import { authStatusSchema, type AuthStatus } from "../../../../shared/auth.ts";
import { API } from "../../../../shared/paths.ts";
import { api } from "../../../lib/api.ts";

export const authStatusKey = ["auth-status"] as const;

export const getAuthStatus = () => api<AuthStatus>(API.authStatus, { schema: authStatusSchema });

/** Who is logged in: `undefined` while unknown (the spec's "No Access" state), then the answer. */
export function useAuthStatus() {
  return useQuery({ queryKey: authStatusKey, queryFn: getAuthStatus, staleTime: 60_000 });
}
