import { site } from "./site.ts";

const titled = (title: string) => `${title} · ${site.clubName}`;

/**
 * The title each public page shows in the browser tab. Apart from the rest of the pages' meta tags (page-meta.ts),
 * which only the build's prerendering reads, so that every page's shell does not carry the descriptions.
 */
export const PAGE_TITLES: Readonly<Record<string, string>> = {
  "/": `${site.clubName} · ${site.tagline}`,
  "/home": `${site.clubName} · ${site.tagline}`,
  "/about": titled(site.about.title),
  "/membership": titled(site.membership.title),
  "/activities": titled(site.activities.title),
  "/privacy-policy": titled(site.privacy.title),
  "/terms-of-service": titled(site.terms.title),
  "/contact": titled(site.contact.title),
};

/** The title a page shows in the browser tab: its own for a public page, the club's name elsewhere. */
export function pageTitle(pathname: string): string {
  return Object.hasOwn(PAGE_TITLES, pathname) ? PAGE_TITLES[pathname]! : site.clubName;
}
