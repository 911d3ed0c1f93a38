import { useQuery } from "@tanstack/react-query";
import type { AuthStatus } from "../../../../shared/session.ts";
import { SESSION_PATHS } from "../../../../shared/paths/session.ts";
import { api } from "../../../lib/api.ts";

export const authStatusKey = ["auth-status"] as const;

// Every page asks, the public ones too: the schema (and zod) load alongside the call, not before the page works.
export const getAuthStatus = () =>
  api<AuthStatus>(SESSION_PATHS.authStatus, {
    schema: () => import("../../../../shared/session.ts").then((module) => module.authStatusSchema),
  });

/** The query every page shares; boot.tsx starts it before the first render. */
export const authStatusQuery = { queryKey: authStatusKey, queryFn: getAuthStatus, staleTime: 60_000 };

/** Who is logged in: `undefined` while unknown (the "No Access" state), then the answer. */
export function useAuthStatus() {
  return useQuery(authStatusQuery);
}
