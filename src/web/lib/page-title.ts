import { useEffect } from "react";
import { SITE_COPY } from "../content/site.ts";
import { usePublicConfig } from "./public-config.ts";

/**
 * Names the browser tab after the page: "Events · Salon", "Autumn Salon Dinner · Salon", with the club's name from
 * /api/config (the shell's footer and wordmark load it already). Nothing changes while `title` is undefined (an event
 * still loading).
 */
export function usePageTitle(title: string | undefined) {
  const clubName = usePublicConfig().data?.clubName ?? SITE_COPY.clubName;
  useEffect(() => {
    if (title) document.title = `${title} · ${clubName}`;
  }, [title, clubName]);
}
