import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { preferredEncoding } from "../kernel/http/compressed-answers.ts";

/** Where the build writes the public pages it renders (scripts/web-build/prerender-pages.ts). */
export const PRERENDERED_DIR = "prerendered";
/** Where the build lists, for each page in a chunk of its own, the files its path preloads (scripts/web-build/page-preloads.ts). */
export const PAGE_PRELOADS_FILE = "page-preloads.json";
/** Stands for the site's public URL in the built pages, which the build cannot know. */
export const PUBLIC_URL_PLACEHOLDER = "%PUBLIC_URL%";

/** One HTML document, in each encoding a browser may ask for, with its own CSP when it needs one. */
export interface HtmlDocument {
  identity: Buffer;
  /** Compressed at the first request that asks for it, then kept: a start would spend a second on pages no one opens. */
  encoded(encoding: "br" | "gzip"): Buffer;
  contentSecurityPolicy?: string;
}

export function htmlDocument(html: Buffer, contentSecurityPolicy?: string): HtmlDocument {
  const compressed: Partial<Record<"br" | "gzip", Buffer>> = {};
  const encoded = (encoding: "br" | "gzip") =>
    (compressed[encoding] ??= encoding === "br" ? zlib.brotliCompressSync(html) : zlib.gzipSync(html));
  return { identity: html, encoded, ...(contentSecurityPolicy ? { contentSecurityPolicy } : {}) };
}

/** The text of each inline `<style>` block of a page. */
export function inlineStylesOf(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
}

/**
 * The prerendered pages' HTML by path ("/about" ← about.html, "/" ← index.html), with the site's public URL put into
 * their canonical and link-preview tags, which the build could not know.
 */
export function loadPrerenderedPages(distDir: string, publicUrl: URL): Map<string, string> {
  const pages = new Map<string, string>();
  const dir = path.join(distDir, PRERENDERED_DIR);
  if (!fs.existsSync(dir)) return pages;
  const origin = publicUrl.href.replace(/\/$/, "");
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith(".html")) continue;
    const html = fs.readFileSync(path.join(dir, file), "utf8").replaceAll(PUBLIC_URL_PLACEHOLDER, origin);
    const name = file.slice(0, -".html".length);
    pages.set(name === "index" ? "/" : `/${name}`, html);
  }
  return pages;
}

/**
 * Sends a page (with `status` 404, the app for a path that is none of its routes), compressed as the browser allows;
 * pages are never cached, so a new release shows at once.
 */
export function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  document: HtmlDocument,
  status: 200 | 404 = 200,
) {
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-cache")
    .header("vary", "accept-encoding");
  if (encoding) reply.header("content-encoding", encoding);
  if (document.contentSecurityPolicy) reply.header("content-security-policy", document.contentSecurityPolicy);
  return reply.send(encoding ? document.encoded(encoding) : document.identity);
}
