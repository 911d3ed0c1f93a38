import { useQuery } from "@tanstack/react-query";
import { SESSION_PATHS } from "../../../../shared/paths/session.ts";
import { api } from "../../../lib/api.ts";

export const getPublicConfig = () =>
  api(SESSION_PATHS.config, {
    schema: () => import("../../../../shared/config.ts").then((module) => module.publicConfigSchema),
  });

/** Facts about this installation: whether "Login with Google" is configured, the club's name. */
export function usePublicConfig() {
  return useQuery({ queryKey: ["public-config"], queryFn: getPublicConfig, staleTime: Infinity });
}
