import type { AccessibilityWorld, Role } from "./accessibility-world.ts";

/** Every route of the app, as the role that opens it (the inventory in accessibility-routes.spec.ts names who checks each). */
export interface Screen {
  as: Role;
  path: (world: AccessibilityWorld) => string;
  /** Checked at 1280 px by another journey (the inventory in accessibility-routes.spec.ts names it): here at 390 px only. */
  wideElsewhere?: true;
  /** A page about something that does not exist: the server's 404 for it is expected, not a fault. */
  notFound?: true;
}

/**
 * Chromium's console lines that say nothing about the page: Playwright reaches into every frame, and the sandboxed
 * email previews (an empty one, and the server's preview and review documents, which hold no script) refuse its
 * script (microsoft/playwright#33343; no script runs there without Playwright).
 */
export const NOT_THE_PAGES = [
  /^Blocked script execution in '(?:about:blank|[^']*\/api\/admin\/[^']*\/document)' because the document's frame is sandboxed/,
];
export const NOT_FOUND = /^Failed to load resource: the server responded with a status of 404/;

export const SCREENS: Screen[] = [
  { as: "visitor", path: () => "/", wideElsewhere: true },
  { as: "visitor", path: () => "/about", wideElsewhere: true },
  { as: "visitor", path: () => "/membership", wideElsewhere: true },
  { as: "visitor", path: () => "/activities", wideElsewhere: true },
  { as: "visitor", path: () => "/privacy-policy", wideElsewhere: true },
  { as: "visitor", path: () => "/terms-of-service", wideElsewhere: true },
  { as: "visitor", path: () => "/contact", wideElsewhere: true },
  { as: "visitor", path: () => "/login", wideElsewhere: true },
  { as: "visitor", path: () => "/sign-in/not-a-token", notFound: true },
  { as: "visitor", path: () => "/no-permission", wideElsewhere: true },
  { as: "visitor", path: () => "/nowhere-at-all", notFound: true, wideElsewhere: true },
  { as: "visitor", path: () => "/register/not-a-token", notFound: true },
  { as: "visitor", path: () => "/request", wideElsewhere: true },
  { as: "visitor", path: () => "/forgot-password", wideElsewhere: true },
  { as: "visitor", path: () => "/reset-password/not-a-token", notFound: true },
  { as: "visitor", path: () => "/unsubscribe/not-a-token", notFound: true },
  { as: "member", path: () => "/home" },
  { as: "member", path: () => "/calendar" },
  { as: "member", path: ({ event }) => `/events/${event.slug}`, wideElsewhere: true },
  { as: "member", path: ({ event }) => `/events/${event.slug}?tab=participation`, wideElsewhere: true },
  { as: "member", path: ({ event }) => `/events/${event.slug}?tab=images`, wideElsewhere: true },
  { as: "member", path: ({ event }) => `/events/${event.slug}?tab=notes`, wideElsewhere: true },
  { as: "member", path: () => "/events/invite/not-a-token", notFound: true, wideElsewhere: true },
  { as: "member", path: () => "/gallery", wideElsewhere: true },
  { as: "member", path: ({ image }) => `/gallery?image=${image.id}`, wideElsewhere: true },
  { as: "member", path: () => "/settings", wideElsewhere: true },
  { as: "member", path: () => "/stays", wideElsewhere: true },
  { as: "member", path: () => "/stays/requests", wideElsewhere: true },
  { as: "member", path: () => "/member-home" },
  { as: "member", path: () => "/members" },
  { as: "member", path: () => "/notifications", wideElsewhere: true },
  { as: "member", path: ({ memberId }) => `/members/${memberId}` },
  { as: "member", path: ({ memberId }) => `/members/${memberId}?edit` },
  { as: "member", path: ({ event }) => `/mail?eventId=${event.id}` },
  { as: "member", path: () => "/committees" },
  { as: "member", path: () => "/search" },
  { as: "member", path: () => "/messages" },
  { as: "member", path: ({ stayId }) => `/stays/${stayId}` },
  { as: "admin", path: () => "/admin", wideElsewhere: true },
  { as: "admin", path: () => "/admin/invitation-codes", wideElsewhere: true },
  { as: "admin", path: () => "/applications", wideElsewhere: true },
  { as: "admin", path: () => "/users", wideElsewhere: true },
  { as: "admin", path: () => "/mail", wideElsewhere: true },
  { as: "admin", path: () => "/admin/mail-log", wideElsewhere: true },
  { as: "admin", path: () => "/admin/audit-log", wideElsewhere: true },
  { as: "admin", path: () => "/activities-member", wideElsewhere: true },
  { as: "admin", path: () => "/admin/club-settings" },
  { as: "admin", path: () => "/admin/reported-messages" },
];
