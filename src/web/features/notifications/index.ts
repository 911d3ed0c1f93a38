import { lazy } from "react";

/** The header's bell, in a chunk of its own that only a signed-in member's page fetches (the public pages' budget). */
export const NotificationBell = lazy(() =>
  import("./components/NotificationBell.tsx").then((module) => ({ default: module.NotificationBell })),
);

/** Settings → Notifications: her choice for each kind of notice, in the same chunk as the rest of the feature. */
export const NotificationPreferencesSection = lazy(() =>
  import("./components/NotificationPreferencesSection.tsx").then((module) => ({
    default: module.NotificationPreferencesSection,
  })),
);
