import { useQuery } from "@tanstack/react-query";
import { SITE_PATHS } from "../../shared/paths/site.ts";
import { CLUB_NAME_META } from "../../shared/served-club-name.ts";
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

let renderedName: string | undefined;

/** The build renders the pages with the placeholder the server fills with the settings' name (src/web/entry-prerender.tsx). */
export function renderClubNameAs(name: string) {
  renderedName = name;
}

/** The name the server wrote into the page it sent (src/server/plugins/web-app.ts), if it did. */
function servedClubName(): string | undefined {
  if (renderedName !== undefined || typeof document === "undefined") return renderedName;
  return document.querySelector<HTMLMetaElement>(`meta[name="${CLUB_NAME_META}"]`)?.content || undefined;
}

/**
 * The club's name as its settings say (GET /api/config); until they have loaded, the name the server put in the page,
 * so that hydration finds the text the page arrived with and no other name shows first.
 */
export function useClubName(): string {
  return usePublicConfig().data?.clubName ?? servedClubName() ?? SITE_COPY.clubName;
}
