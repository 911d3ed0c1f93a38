import { PAGE_TITLES } from "./page-titles.ts";
import { SITE_COPY } from "./site.ts";

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

const meta = (path: string, description: string, leadImage?: string): PageMeta => ({
  path,
  title: PAGE_TITLES[path]!,
  description,
  ...(leadImage ? { leadImage } : {}),
});

/**
 * The public pages rendered to HTML at build time (scripts/web-build/prerender-pages.ts), with their meta
 * tags. Pages with forms are not among them: before the script arrives, a form would submit itself
 * the browser's way (a GET, password in the address).
 */
export const PRERENDERED_PAGES: readonly PageMeta[] = [
  meta("/", SITE_COPY.home.lede, HERO_POSTER),
  meta("/home", SITE_COPY.home.lede, HERO_POSTER),
  meta("/about", SITE_COPY.about.lede),
  meta("/membership", SITE_COPY.membership.lede),
  meta("/activities", SITE_COPY.activities.lede),
  meta(
    "/privacy-policy",
    "What the club keeps about its members and applicants, who sees it, and how to ask for a copy or its deletion.",
  ),
  meta(
    "/terms-of-service",
    "The terms of membership: personal accounts, discretion, your rights to what you upload, and conduct.",
  ),
  meta("/contact", SITE_COPY.contact.lede),
];
