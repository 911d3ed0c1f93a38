import { useEffect } from "react";
import { useLocation } from "react-router";
import { useClubName } from "./public-config.ts";

/**
 * Names the browser tab after what the page shows: "Autumn Salon Dinner · Salon", with the club's name from
 * /api/config (the shell's wordmark loads it already). The shell names every page by its path first
 * (content/page-titles.ts, in a layout effect, which runs before this one); nothing changes here while `title` is
 * undefined (an event still loading).
 */
export function usePageTitle(title: string | undefined) {
  const clubName = useClubName();
  const { pathname } = useLocation();
  useEffect(() => {
    if (title) document.title = `${title} · ${clubName}`;
  }, [title, clubName, pathname]);
}
