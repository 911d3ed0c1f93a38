import { describe, expect, it } from "vitest";
import { chunkWithStaticImports } from "./preload-app-chunk.ts";

// The shape of a Rollup/Rolldown bundle: the entry imports the app dynamically; the app imports the
// framework and a shared chunk statically, and a page dynamically.
const bundle = {
  "assets/index.js": {
    type: "chunk" as const,
    fileName: "assets/index.js",
    facadeModuleId: "/app/src/web/index.html",
    imports: [],
  },
  "assets/boot.js": {
    type: "chunk" as const,
    fileName: "assets/boot.js",
    facadeModuleId: "/app/src/web/app/boot.tsx",
    imports: ["assets/framework.js", "assets/api.js"],
  },
  "assets/framework.js": { type: "chunk" as const, fileName: "assets/framework.js", facadeModuleId: null, imports: [] },
  "assets/api.js": {
    type: "chunk" as const,
    fileName: "assets/api.js",
    facadeModuleId: null,
    imports: ["assets/framework.js"],
  },
  "assets/Gallery.js": {
    type: "chunk" as const,
    fileName: "assets/Gallery.js",
    facadeModuleId: "/app/src/web/Gallery.tsx",
    imports: ["assets/framework.js"],
  },
  "assets/index.css": { type: "asset" as const, fileName: "assets/index.css" },
};

describe("the app's chunks to preload", () => {
  it("are its own chunk and everything it imports statically, once each, and no page loaded on demand", () => {
    expect(chunkWithStaticImports(bundle, "/src/web/app/boot.tsx")).toEqual([
      "assets/boot.js",
      "assets/framework.js",
      "assets/api.js",
    ]);
  });

  it("fail the build when the app's module is not a chunk", () => {
    expect(() => chunkWithStaticImports(bundle, "/src/web/app/missing.tsx")).toThrow(/missing\.tsx/);
  });
});
