import { SHELL_COPY } from "./shell.ts";
import { SITE_COPY } from "./site.ts";

const titled = (title: string) => `${title} · ${SITE_COPY.clubName}`;

/**
 * The title each public page shows in the browser tab. Apart from the rest of the pages' meta tags (page-meta.ts),
 * which only the build's prerendering reads, so that every page's shell does not carry the descriptions.
 */
export const PAGE_TITLES: Readonly<Record<string, string>> = {
  "/": `${SITE_COPY.clubName} · ${SITE_COPY.tagline}`,
  "/home": `${SITE_COPY.clubName} · ${SITE_COPY.tagline}`,
  "/about": titled(SITE_COPY.about.title),
  "/membership": titled(SITE_COPY.membership.title),
  "/activities": titled(SITE_COPY.activities.title),
  "/privacy-policy": titled(SITE_COPY.privacy.title),
  "/terms-of-service": titled(SITE_COPY.terms.title),
  "/contact": titled(SITE_COPY.contact.title),
};

/**
 * The title a page shows in the browser tab, with the club's name as its admins set it: a public page's own, else the
 * name the menu gives its section ("Events · Salon"), else the club's name alone. Pages outside the menu and pages
 * that know better (an event's page, a member's profile, the admin's pages) name themselves with usePageTitle, from
 * their own chunk, so that the shell every public page loads stays small.
 */
export function pageTitle(pathname: string, clubName: string = SITE_COPY.clubName): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (Object.hasOwn(PAGE_TITLES, path)) return PAGE_TITLES[path]!.replaceAll(SITE_COPY.clubName, clubName);
  const links: Record<string, string> = SHELL_COPY.menu.links;
  const section = `/${path.split("/")[1]}`;
  return Object.hasOwn(links, section) ? `${links[section]} · ${clubName}` : clubName;
}
