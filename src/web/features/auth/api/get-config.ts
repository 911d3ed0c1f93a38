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

/**
 * Whether a mail server is set up: false while none is (every email goes to the mail drop and reaches nobody), true
 * once one is, undefined until the club's facts have loaded (a screen then says what it says with a mail server).
 */
export function useMailConfigured(): boolean | undefined {
  return usePublicConfig().data?.mailConfigured;
}
