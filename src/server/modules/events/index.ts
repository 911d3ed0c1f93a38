import { emailImages } from "../gallery/index.ts";
import { calendarRoutes } from "./calendar-routes.ts";
import { eventCoverRoutes } from "./cover-routes.ts";
import { memberSearchRoutes } from "./member-search-routes.ts";
import { memberSearchService } from "./member-search-service.ts";
import { eventParticipationRoutes } from "./participation-routes.ts";
import { recapRoutes } from "./recap-routes.ts";
import { recapService } from "./recap-service.ts";
import { eventRoutes } from "./routes.ts";
import { eventSeriesRoutes } from "./series-routes.ts";
import { eventsServices, type EventsDependencies } from "./services.ts";

/**
 * Events: the list and pages, series, seats and waitlists, invitations, covers, calendar files and feeds, and the
 * member search the invite dialog uses, and the recap after an event.
 */
export function createEvents(deps: EventsDependencies & { mailServer: boolean }) {
  const service = eventsServices(deps);
  const { clubTimezone } = deps.config;
  return {
    service,
    routes: [
      ...eventRoutes(service, clubTimezone),
      ...eventSeriesRoutes(service, clubTimezone),
      ...eventParticipationRoutes(service, { configured: deps.mailServer }),
      ...eventCoverRoutes(service),
      ...calendarRoutes(service),
      ...memberSearchRoutes(memberSearchService(deps.db)),
      ...recapRoutes(recapService(deps.db, deps.mail, emailImages(deps.db, deps.config.publicUrl))),
    ],
  };
}

export { endCalendarFeedOf } from "./calendar-service.ts";
export { placeOf } from "./mapper.ts";
export { eventRemindersJob } from "./reminders.ts";
export { clearBannersOf, loadVisible } from "./service.ts";
export type { EventDeletedSubscriber } from "./service.ts";
