import { site } from "./site.ts";

/** What a search engine or a link preview reads of a public page: its title and its description. */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** The image that paints largest on the page, fetched at once rather than when the stylesheet names it. */
  leadImage?: string;
}

// The home page's hero: its video's poster, also the hero's background in styles/marketing.css (WebP: half the JPEG's bytes;
// the JPEG stays for link previews, scripts/web-build/prerender-pages.ts).
const HERO_POSTER = "/media/hero-poster.webp";

const titled = (title: string) => `${title} · ${site.clubName}`;

/**
 * The public pages rendered to HTML at build time (scripts/web-build/prerender-pages.ts), with their meta
 * tags. Pages with forms are not among them: before the script arrives, a form would submit itself
 * the browser's way (a GET, password in the address).
 */
export const PRERENDERED_PAGES: readonly PageMeta[] = [
  { path: "/", title: `${site.clubName} · ${site.tagline}`, description: site.home.lede, leadImage: HERO_POSTER },
  { path: "/home", title: `${site.clubName} · ${site.tagline}`, description: site.home.lede, leadImage: HERO_POSTER },
  { path: "/about", title: titled(site.about.title), description: site.about.lede },
  { path: "/membership", title: titled(site.membership.title), description: site.membership.lede },
  { path: "/activities", title: titled(site.activities.title), description: site.activities.lede },
  {
    path: "/privacy-policy",
    title: titled(site.privacy.title),
    description: "What the club keeps about its members and applicants, who sees it, and how to ask for a copy or its deletion.",
  },
  {
    path: "/terms-of-service",
    title: titled(site.terms.title),
    description: "The terms of membership: personal accounts, discretion, your rights to what you upload, and conduct.",
  },
  { path: "/contact", title: titled(site.contact.title), description: site.contact.lede },
];

/** The title a page shows in the browser tab: its own for a public page, the club's name elsewhere. */
export function pageTitle(pathname: string): string {
  return PRERENDERED_PAGES.find((page) => page.path === pathname)?.title ?? site.clubName;
}
