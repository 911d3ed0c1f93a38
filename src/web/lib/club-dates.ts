import { useMemo } from "react";
import { clubDates, DEFAULT_CLUB_DATE_SETTINGS, type ClubDates } from "../../shared/dates/index.ts";
import { usePublicConfig } from "./public-config.ts";

/**
 * The one way to write a date or a time on a page (docs/product/dates.md), in the club's locale and time zone from
 * /api/config. Until the config has loaded (a prerendered page, the first paint) it writes as the server's default club
 * does, so hydration finds the text it rendered; a club with other settings sees its own once they arrive.
 */
export function useClubDates(): ClubDates {
  const config = usePublicConfig().data;
  const locale = config?.clubLocale ?? DEFAULT_CLUB_DATE_SETTINGS.locale;
  const timeZone = config?.clubTimezone ?? DEFAULT_CLUB_DATE_SETTINGS.timeZone;
  return useMemo(() => clubDates({ locale, timeZone }), [locale, timeZone]);
}
