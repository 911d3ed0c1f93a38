// Built by Vite for Node (the ssr environment) and run once at build time by scripts/prerender-pages.ts.
import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { AppShell } from "./app/App.tsx";

export { PRERENDERED_PAGES } from "./content/page-meta.ts";

/** The HTML of the app at `path` as a logged-out visitor first sees it, every lazy part resolved. */
export async function renderPage(path: string): Promise<string> {
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const { prelude } = await prerenderToNodeStream(<AppShell router={Router} />);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}
