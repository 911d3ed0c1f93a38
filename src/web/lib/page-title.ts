import { useEffect } from "react";
import { SITE_COPY } from "../content/site.ts";
import { usePublicConfig } from "./public-config.ts";

/**
 * Names the browser tab after the page: "Events · Salon", "Autumn Salon Dinner · Salon", with the club's name from
 * /api/config. Nothing changes while `title` is undefined (an event still loading). Among pages nested in one another
 * the innermost that names one wins on arrival (effects run children first): AppRoutes names every route, and a page
 * such as an event's names a more precise one.
 */
export function usePageTitle(title: string | undefined) {
  const clubName = usePublicConfig().data?.clubName ?? SITE_COPY.clubName;
  useEffect(() => {
    if (title) document.title = `${title} · ${clubName}`;
  }, [title, clubName]);
}
