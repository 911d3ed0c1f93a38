import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  PAGE_PRELOADS_FILE,
  PRERENDERED_DIR,
  PUBLIC_URL_PLACEHOLDER,
} from "../../src/server/plugins/prerendered-pages.ts";
import { CLUB_NAME_PLACEHOLDER } from "../../src/shared/served-club-name.ts";
import type { Manifest } from "../bundle-budgets/budgets.ts";
import { pagePreloads } from "./page-preloads.ts";

interface PageMeta {
  path: string;
  title: string;
  description: string;
  leadImage?: string;
}

interface PrerenderEntry {
  PRERENDERED_PAGES: readonly PageMeta[];
  PAGE_CHUNKS: Record<string, { path: string }>;
  PAGE_DATA: Partial<Record<string, readonly string[]>>;
  renderPage: (path: string) => Promise<string>;
  renderFrame: () => Promise<string>;
}

const EMPTY_ROOT = '<div id="root"></div>';

const escapeAttribute = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** The built index.html with a page's markup in the root and its title, description and link-preview tags in the head. */
export function pageDocument(template: string, page: PageMeta, markup: string): string {
  const title = escapeAttribute(page.title);
  const description = escapeAttribute(page.description);
  const url = `${PUBLIC_URL_PLACEHOLDER}${page.path === "/home" ? "/" : page.path}`;
  const head = [
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${CLUB_NAME_PLACEHOLDER}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${PUBLIC_URL_PLACEHOLDER}/media/hero-poster.jpg" />`,
    `<meta property="og:image:width" content="1280" />`,
    `<meta property="og:image:height" content="720" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...(page.leadImage ? [`<link rel="preload" as="image" href="${page.leadImage}" fetchpriority="high" />`] : []),
  ].join("\n    ");
  const replaced = template
    // The app's preloads are for an empty root; a prerendered page loads the app after it has been shown (src/web/main.tsx).
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>\n    ${head}`)
    // However the tag is wrapped (Prettier formats index.html).
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      `<meta name="description" content="${description}" />`,
    )
    .replace(EMPTY_ROOT, `<div id="root">${markup}</div>`);
  if (
    !replaced.includes(`<div id="root">${markup}</div>`) ||
    !replaced.includes('property="og:title"') ||
    !replaced.includes(`<meta name="description" content="${description}" />`)
  ) {
    throw new Error(`index.html no longer has the title, description or root the prerender fills (page ${page.path})`);
  }
  return replaced;
}

/**
 * The template with its stylesheets' text in `<style>` blocks instead of links: a page paints without
 * another request first (the server allows exactly these styles by hash in the page's CSP). `readAsset` gets the
 * text of a built file by its path ("/assets/index-abc.css").
 */
export function inlineStylesheets(template: string, readAsset: (href: string) => string): string {
  return template.replace(/<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g, (_link, href: string) => {
    const css = readAsset(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} holds "</style" and cannot be inlined`);
    // The disabled link is never fetched; it tells Vite's preloading (which looks for the page's stylesheets
    // among its links) that this one is in the page already, so that no chunk fetches it again.
    return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
}

/**
 * index.html with the app's frame in its root, marked as a frame: every page not rendered at build time paints
 * its header and "Loading…" from the HTML, and the app renders over it (src/web/main.tsx) instead of hydrating it.
 */
export function frameDocument(indexHtml: string, frame: string): string {
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error("index.html no longer has the empty root the frame fills");
  return (
    indexHtml
      // Chromium holds the first paint for preloaded fonts; the frame paints at once in the fallback faces instead.
      .replace(/\s*<link rel="preload" as="font"[^>]*>/g, "")
      .replace(/<title>[^<]*<\/title>/, `<title>${CLUB_NAME_PLACEHOLDER}</title>`)
      .replace(EMPTY_ROOT, `<div id="root" data-frame>${frame}</div>`)
  );
}

function prerenderedFile(pagePath: string): string {
  return `${pagePath === "/" ? "index" : pagePath.slice(1)}.html`;
}

/**
 * Renders every public page listed in src/web/content/page-meta.ts into dist/web/prerendered/, writes what each
 * page in a chunk of its own (src/web/app/page-chunks.ts) preloads into dist/web/page-preloads.json, and puts the
 * app's frame into index.html.
 */
export async function prerenderPages({ webDir, prerenderEntry }: { webDir: string; prerenderEntry: string }) {
  const indexHtml = fs.readFileSync(path.join(webDir, "index.html"), "utf8");
  const template = inlineStylesheets(indexHtml, (href) => fs.readFileSync(path.join(webDir, href), "utf8"));
  const entry = (await import(pathToFileURL(prerenderEntry).href)) as PrerenderEntry;
  const manifest = JSON.parse(fs.readFileSync(path.join(webDir, ".vite/manifest.json"), "utf8")) as Manifest;
  fs.writeFileSync(
    path.join(webDir, PAGE_PRELOADS_FILE),
    JSON.stringify(pagePreloads(manifest, entry.PAGE_CHUNKS, entry.PAGE_DATA, indexHtml), null, 2),
  );
  const outDir = path.join(webDir, PRERENDERED_DIR);
  fs.mkdirSync(outDir, { recursive: true });
  for (const page of entry.PRERENDERED_PAGES) {
    const markup = await entry.renderPage(page.path);
    const file = path.join(outDir, prerenderedFile(page.path));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, pageDocument(template, page, markup));
  }
  fs.writeFileSync(path.join(webDir, "index.html"), frameDocument(template, await entry.renderFrame()));
  console.log(
    `prerendered ${entry.PRERENDERED_PAGES.length} public pages into ${path.relative(process.cwd(), outDir)}/`,
  );
}
