import { staticClosure, type Manifest } from "../bundle-budgets/budgets.ts";

export interface PagePreloads {
  /** The route's pattern, as the app's router has it ("/events/:id"). */
  path: string;
  /** Built files ("/assets/EventsPage-abc.js"): the page's chunk and what it imports statically. */
  files: string[];
  /** The calls the page makes as it opens, for a member ("/api/events/:id": the path's parameters to fill in). */
  data: readonly string[];
}

/**
 * For each page (named as its chunk is), its chunk and every chunk it imports statically, less what index.html
 * already loads or preloads: what a browser opening that path can fetch at once, beside the app; with the calls
 * `data` lists for it.
 */
export function pagePreloads(
  manifest: Manifest,
  pages: Readonly<Record<string, { path: string }>>,
  data: Readonly<Partial<Record<string, readonly string[]>>>,
  indexHtml: string,
): PagePreloads[] {
  const unknown = Object.keys(data).find((name) => !(name in pages));
  if (unknown) throw new Error(`calls are listed for ${unknown}, which is not a page in a chunk of its own`);
  return Object.entries(pages).map(([name, { path }]) => {
    const chunks = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && manifest[key]!.name === name);
    if (chunks.length !== 1)
      throw new Error(`the build manifest has ${chunks.length} chunks of their own named ${name} (${path}), not one`);
    const files = staticClosure(manifest, chunks[0]!)
      .map((key) => `/${manifest[key]!.file}`)
      .filter((file) => !indexHtml.includes(`"${file}"`));
    return { path, files, data: data[name] ?? [] };
  });
}
