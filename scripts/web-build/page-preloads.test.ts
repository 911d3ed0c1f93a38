import { describe, expect, it } from "vitest";
import type { Manifest } from "../bundle-budgets/budgets.ts";
import { pagePreloads } from "./page-preloads.ts";

const manifest: Manifest = {
  "index.html": {
    file: "assets/index-a.js",
    isEntry: true,
    imports: ["_framework-f.js"],
    dynamicImports: ["features/events/pages/EventsPage.tsx"],
  },
  "_framework-f.js": { file: "assets/framework-f.js" },
  "_schemas-s.js": { file: "assets/schemas-s.js", imports: ["_framework-f.js"] },
  "features/events/pages/EventsPage.tsx": {
    file: "assets/EventsPage-e.js",
    name: "EventsPage",
    isDynamicEntry: true,
    imports: ["_schemas-s.js", "_framework-f.js"],
    dynamicImports: ["features/events/components/EventDialog.tsx"],
  },
  "features/events/components/EventDialog.tsx": {
    file: "assets/EventDialog-d.js",
    name: "EventDialog",
    isDynamicEntry: true,
  },
  "_EventsPage-x.js": { file: "assets/EventsPage-x.js", name: "EventsPage" },
};
const indexHtml =
  '<script type="module" src="/assets/index-a.js"></script><link rel="modulepreload" href="/assets/framework-f.js">';

describe("what a page's path preloads", () => {
  it("is its chunk and its static imports, less what index.html loads, and never what it imports on demand", () => {
    expect(pagePreloads(manifest, { EventsPage: { path: "/calendar" } }, {}, indexHtml)).toEqual([
      { path: "/calendar", files: ["/assets/EventsPage-e.js", "/assets/schemas-s.js"], data: [] },
    ]);
  });

  it("carries the calls listed for a page, and refuses calls listed for a page that is not one", () => {
    const pages = { EventsPage: { path: "/calendar" } };
    expect(pagePreloads(manifest, pages, { EventsPage: ["/api/events"] }, indexHtml)[0]!.data).toEqual(["/api/events"]);
    expect(() => pagePreloads(manifest, pages, { GalleryPage: ["/api/images"] }, indexHtml)).toThrow(/GalleryPage/);
  });

  it("fails the build for a page that is not a chunk of its own", () => {
    expect(() => pagePreloads(manifest, { GalleryPage: { path: "/gallery" } }, {}, indexHtml)).toThrow(
      /0 chunks of their own named GalleryPage \(\/gallery\)/,
    );
  });
});
