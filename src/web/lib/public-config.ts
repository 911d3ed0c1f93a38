import { useQuery } from "@tanstack/react-query";
import { SITE_PATHS } from "../../shared/paths/site.ts";
import { SITE_COPY } from "../content/site.ts";
import { api } from "./api.ts";

export const getPublicConfig = () =>
  api(SITE_PATHS.config, {
    schema: () => import("../../shared/config.ts").then((module) => module.publicConfigSchema),
  });

/**
 * Facts about this installation (GET /api/config): whether "Login with Google" is configured, the club's name, whether
 * a mail server is set up. Loaded by the pages that use them, never by the shell.
 */
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

/**
 * The club's name as its settings say (GET /api/config); until they have loaded, the name the pages were prerendered
 * with, so hydration finds the text it rendered and a renamed club sees its own name once they arrive.
 */
export function useClubName(): string {
  return usePublicConfig().data?.clubName ?? SITE_COPY.clubName;
}
