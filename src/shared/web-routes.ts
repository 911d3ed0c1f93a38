import { matchPath } from "./path-pattern.ts";

/**
 * Every route of the web app (docs/product/screens.md#routes), as its router has them (src/web/app/AppRoutes.tsx, where a test holds
 * the two the same): the server answers a page path that matches none of them with a 404 and the app's own
 * not-found page.
 */
export const WEB_ROUTES = [
  "/",
  "/home",
  "/about",
  "/membership",
  "/activities",
  "/privacy-policy",
  "/terms-of-service",
  "/contact",
  "/no-permission",
  "/login",
  "/logout",
  "/sign-in/:token",
  "/register/:token",
  "/request",
  "/forgot-password",
  "/reset-password/:token",
  "/calendar",
  "/events/invite/:token",
  "/events/:id",
  "/gallery",
  "/stays/:id?",
  "/committees",
  "/settings",
  "/member-home",
  "/members",
  "/members/:userId",
  "/search",
  "/notifications",
  "/messages/:id?",
  "/sponsorships/:token",
  "/activities-member",
  "/admin",
  "/admin/invitation-codes",
  "/admin/club-settings",
  "/applications",
  "/users",
  "/mail",
  "/admin/mail-log",
  "/admin/audit-log",
  "/admin/reported-messages",
] as const;

export type WebRoute = (typeof WEB_ROUTES)[number];

/** Whether `pathname` is a page of the web app, as its router matches it (path-pattern.ts). */
export const isWebRoute = (pathname: string): boolean =>
  WEB_ROUTES.some((route) => matchPath(route, pathname) !== null);
