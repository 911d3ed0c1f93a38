// Built by Vite for Node (the ssr environment) and run once at build time by scripts/prerender-pages.ts.
import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { Route, Routes, StaticRouter } from "react-router";
import { AppShell } from "./app/App.tsx";
import { PageLoading } from "./app/layout/PageSlot.tsx";
import { SiteLayout } from "./app/layout/SiteLayout.tsx";
import { PRERENDERED_PAGES as PAGES } from "./content/page-meta.ts";
import { SITE_COPY } from "./content/site.ts";
import { renderClubNameAs } from "./lib/public-config.ts";
import { CLUB_NAME_PLACEHOLDER } from "../shared/served-club-name.ts";

renderClubNameAs(CLUB_NAME_PLACEHOLDER);

/** The public pages, titled with the placeholder of the club's name as their markup is. */
export const PRERENDERED_PAGES = PAGES.map((page) => ({
  ...page,
  title: page.title.replaceAll(SITE_COPY.clubName, CLUB_NAME_PLACEHOLDER),
}));
export { PAGE_CHUNKS } from "./app/page-chunks.ts";
export { PAGE_DATA } from "./app/page-data.ts";

async function html(app: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(app);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

const routerAt =
  (path: string) =>
  ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;

/** The HTML of the app at `path` as a logged-out visitor first sees it, every lazy part resolved. */
export function renderPage(path: string): Promise<string> {
  return html(<AppShell router={routerAt(path)} />);
}

/**
 * The app's frame (header, menu, footer) around the "Loading…" that a page shows while its chunk arrives: what
 * index.html holds for every page not rendered at build time, so that it paints before any script has run.
 */
export function renderFrame(): Promise<string> {
  const routes = (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="*" element={<PageLoading />} />
      </Route>
    </Routes>
  );
  return html(<AppShell router={routerAt("/")} routes={routes} />);
}
