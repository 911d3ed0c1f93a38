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

/** The title a page shows in the browser tab: its own for a public page, the club's name elsewhere. */
export function pageTitle(pathname: string): string {
  return Object.hasOwn(PAGE_TITLES, pathname) ? PAGE_TITLES[pathname]! : SITE_COPY.clubName;
}
