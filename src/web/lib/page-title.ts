import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { SITE_COPY } from "../content/site.ts";
import type { PublicConfig } from "../../shared/config.ts";

/**
 * Names the browser tab after the page: "Events · Salon", "Autumn Salon Dinner · Salon", with the club's name from
 * /api/config once a page has loaded it (this reads the cache only, so the app's frame does not carry the config's
 * loader: the /login budget). Nothing changes while `title` is undefined (an event still loading).
 */
export function usePageTitle(title: string | undefined) {
  const config = useQuery<PublicConfig>({ queryKey: ["public-config"], enabled: false });
  const clubName = config.data?.clubName ?? SITE_COPY.clubName;
  useEffect(() => {
    if (title) document.title = `${title} · ${clubName}`;
  }, [title, clubName]);
}
