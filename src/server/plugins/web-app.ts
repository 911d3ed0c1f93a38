import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { SESSION_PATHS } from "../../shared/paths/session.ts";
import { matchPath } from "../../shared/path-pattern.ts";
import { fillPath } from "../../shared/paths/call-path.ts";
import { isWebRoute } from "../../shared/web-routes.ts";
import { ERROR_TEXTS } from "../../shared/texts/errors.ts";
import { sendError } from "./errors.ts";
import { withMembershipFees } from "./membership-fees.ts";
import {
  htmlDocument,
  inlineStylesOf,
  loadPrerenderedPages,
  PAGE_PRELOADS_FILE,
  PRERENDERED_DIR,
  sendHtml,
} from "./prerendered-pages.ts";
import { PROJECT_ROOT } from "../project-root.ts";
import { escapeHtml } from "../email-templates/escape-html.ts";
import { CLUB_NAME_META, CLUB_NAME_PLACEHOLDER } from "../../shared/served-club-name.ts";
import { helmetHeaders, securityHeaderOptions, styleHashSource } from "./security-headers.ts";

export const WEB_DIST = path.join(PROJECT_ROOT, "dist/web");

/**
 * index.html for each path of a page in a chunk of its own, preloading that page's chunks beside the app's, so
 * the browser fetches them at once rather than once the app has run. Absent from a build without the file.
 */
function pageDocuments(distDir: string, indexHtml: string): BuiltPage[] {
  const file = path.join(distDir, PAGE_PRELOADS_FILE);
  if (!fs.existsSync(file)) return [];
  const pages = JSON.parse(fs.readFileSync(file, "utf8")) as { path: string; files: string[]; data?: string[] }[];
  return pages.map(({ path: pattern, files, data = [] }) => {
    const links = files.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join("");
    return { path: pattern, data, html: indexHtml.replace("</head>", `${links}</head>`) };
  });
}

interface BuiltPage {
  path: string;
  /** The calls the page makes as it opens for a member, with the path's parameters as ":name". */
  data: string[];
  html: string;
}

/** A built page with the club's name where the build left its placeholder, and in the meta the app starts from. */
export function withClubName(html: string, name: string): string {
  const escaped = escapeHtml(name);
  return html
    .replaceAll(CLUB_NAME_PLACEHOLDER, escaped)
    .replace("</head>", `<meta name="${CLUB_NAME_META}" content="${escaped}"></head>`);
}

/**
 * Public pages rendered at build time whose path shows a member her own page instead (AppRoutes' HomeRoute): she is
 * sent that page's frame, so she never sees the public page first, not even for a frame.
 */
const MEMBER_PAGE_AT: Partial<Record<string, string>> = { "/home": "/member-home" };

const preloadLink = (calls: string[]) =>
  calls.map((call) => `<${call}>; rel=preload; as=fetch; crossorigin`).join(", ");

/**
 * Serves the built web app: hashed assets cached for a year (brotli or gzip twins when the build made them),
 * the prerendered HTML of a public page for its path, index.html with the page's chunks preloaded for the path
 * of a page in a chunk of its own, index.html for any other route of the app (web-routes.ts), and index.html with
 * a 404 for a path that is none of them (the app shows its own not-found page). Unknown /api/* paths, missing
 * built files and non-GET calls get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir = WEB_DIST) {
  // A page that carries its styles inline (the build inlines the stylesheet) is allowed exactly those, by hash.
  const toDocument = (built: string) => {
    const html = withMembershipFees(built, app.config.membershipFees);
    const inlineStyles = inlineStylesOf(html).map(styleHashSource);
    const policy =
      inlineStyles.length > 0
        ? helmetHeaders(securityHeaderOptions(app.config.secureCookies, inlineStyles))["content-security-policy"]
        : undefined;
    return htmlDocument(Buffer.from(html), policy);
  };
  const indexFile = path.join(distDir, "index.html");
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, "utf8") : undefined;
  const builtPages = indexHtml === undefined ? [] : pageDocuments(distDir, indexHtml);
  const builtPrerendered = loadPrerenderedPages(distDir, app.config.publicUrl);

  // The documents as the club's name is now: made again (and compressed again as asked) only when the admins rename it.
  let named: { name: string; documents: ReturnType<typeof documentsNamed> } | undefined;
  function documentsNamed(name: string) {
    const named = (html: string) => toDocument(withClubName(html, name));
    return {
      index: named(indexHtml ?? ""),
      pages: builtPages.map((page) => ({ path: page.path, data: page.data, document: named(page.html) })),
      prerendered: new Map([...builtPrerendered].map(([pathname, html]) => [pathname, named(html)])),
    };
  }
  async function documents() {
    const { name } = await app.clubSettings.read();
    if (named?.name !== name) named = { name, documents: documentsNamed(name) };
    return named.documents;
  }

  if (indexHtml !== undefined) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      // The built pages still hold the public URL's and the club name's placeholders: they go out only as pages,
      // below; and the list of page preloads is the build's, not the browser's.
      allowedPath: (pathname) =>
        !pathname.startsWith(`/${PRERENDERED_DIR}/`) &&
        !pathname.startsWith(`/${PAGE_PRELOADS_FILE}`) &&
        pathname !== "/index.html",
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          "cache-control",
          immutable ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    // A missing built file (an old tab asking for a chunk a new release replaced) is a 404, not the app's HTML.
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !request.url.startsWith("/api/") &&
      !request.url.startsWith("/assets/");
    if (!isPage || indexHtml === undefined)
      return sendError(reply, 404, { error: ERROR_TEXTS.notFound, code: "not_found" });
    const [requested = "/", query] = request.url.split("?");
    const memberPage = MEMBER_PAGE_AT[requested];
    const pathname = memberPage && (await app.sessions.current(request).catch(() => null)) ? memberPage : requested;
    const { index, pages, prerendered } = await documents();
    const prerenderedPage = prerendered.get(pathname);
    if (prerenderedPage) return sendHtml(request, reply, prerenderedPage);
    // The app asks who is logged in first; a member's page also its own calls, announced only to a member (a
    // visitor is sent to log in) and for the page as it opens unfiltered.
    const page = pages
      .map((candidate) => ({ candidate, parameters: matchPath(candidate.path, pathname) }))
      .find((match) => match.parameters);
    const calls: string[] = [SESSION_PATHS.authStatus];
    if (page?.parameters && page.candidate.data.length > 0 && !query && (await signedInMember(request))) {
      calls.push(...page.candidate.data.map((call) => fillPath(call, page.parameters!)));
    }
    reply.header("link", preloadLink(calls));
    return sendHtml(request, reply, page?.candidate.document ?? index, isWebRoute(pathname) ? 200 : 404);
  });

  async function signedInMember(request: FastifyRequest): Promise<boolean> {
    const member = await app.sessions.current(request).catch(() => null);
    return member !== null && !member.mustChangePassword;
  }
}
