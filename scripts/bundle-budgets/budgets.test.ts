import { describe, expect, it } from "vitest";
import { checkBudgets, staticClosure, type BudgetRules, type Manifest } from "./budgets.ts";

// A build of the app's shape: the entry boots the app dynamically once the page has painted; the app
// imports the framework statically and each page dynamically; the gallery page pulls the lightbox in on demand.
const manifest: Manifest = {
  "index.html": { file: "assets/index.js", isEntry: true, dynamicImports: ["boot.tsx"] },
  "boot.tsx": {
    file: "assets/boot.js",
    isDynamicEntry: true,
    imports: ["_framework.js"],
    dynamicImports: ["Login.tsx", "Gallery.tsx"],
  },
  "_framework.js": { file: "assets/framework.js" },
  "_forms.js": { file: "assets/forms.js", imports: ["_framework.js"] },
  "Login.tsx": { file: "assets/Login.js", isDynamicEntry: true, imports: ["_forms.js", "_framework.js"] },
  "Gallery.tsx": {
    file: "assets/Gallery.js",
    isDynamicEntry: true,
    imports: ["_framework.js"],
    dynamicImports: ["Lightbox.tsx"],
  },
  "Lightbox.tsx": { file: "assets/Lightbox.js", isDynamicEntry: true },
  "styles.css": { file: "assets/styles.css" },
  "_session-x1.js": { file: "assets/session-x1.js", name: "session", imports: ["_schemas-core.js"] },
  "_schemas-core.js": { file: "assets/schemas-core.js", name: "api" },
};

const sizes: Record<string, number> = {
  "assets/index.js": 4,
  "assets/boot.js": 6,
  "assets/framework.js": 80,
  "assets/forms.js": 15,
  "assets/Login.js": 5,
  "assets/Gallery.js": 20,
  "assets/Lightbox.js": 30,
  "assets/session-x1.js": 1,
  "assets/schemas-core.js": 9,
};
const gzipBytesOf = (file: string) => sizes[file] ?? 0;

const rules = (overrides: Partial<BudgetRules> = {}): BudgetRules => ({
  shell: ["index.html", "boot.tsx"],
  budgetBytes: 100,
  publicRoutes: [{ path: "/" }, { path: "/login", page: "Login.tsx" }],
  separateParts: [
    { name: "the members' area", modules: ["Gallery.tsx"] },
    { name: "the lightbox", modules: ["Lightbox.tsx"] },
  ],
  ...overrides,
});

describe("the static closure of a chunk", () => {
  it("follows static imports transitively, once each, and leaves dynamic imports out", () => {
    expect(staticClosure(manifest, "Login.tsx").sort()).toEqual(["Login.tsx", "_forms.js", "_framework.js"]);
    expect(staticClosure(manifest, "boot.tsx").sort()).toEqual(["_framework.js", "boot.tsx"]);
    expect(staticClosure(manifest, "index.html")).toEqual(["index.html"]);
  });

  it("fails loudly on a key the manifest does not have", () => {
    expect(() => staticClosure(manifest, "Nowhere.tsx")).toThrow(/Nowhere\.tsx/);
  });
});

describe("the budget check", () => {
  it("counts the shared chunks every page goes on to load, found by name, with what they import", () => {
    const report = checkBudgets(manifest, gzipBytesOf, rules({ budgetBytes: 110, shellChunkNames: ["session"] }));
    expect(report.routes.map((route) => [route.path, route.gzipBytes, route.overBudget])).toEqual([
      ["/", 100, false],
      ["/login", 120, true],
    ]);
    expect(report.failures).toEqual(["/login: needs 0.1 KB of gzipped JavaScript, over the budget of 0.1 KB"]);
  });

  it("fails when a shell chunk's name is not exactly one chunk of the build", () => {
    expect(
      checkBudgets(manifest, gzipBytesOf, rules({ budgetBytes: 200, shellChunkNames: ["nothing"] })).failures,
    ).toEqual([`the shell's chunk "nothing": 0 chunks of that name in the build, expected one`]);
  });

  it("adds up the shell's chunks and the page's own for each public route, and passes within the budget", () => {
    const report = checkBudgets(manifest, gzipBytesOf, rules({ budgetBytes: 110 }));
    expect(report.routes.map((route) => [route.path, route.gzipBytes, route.overBudget])).toEqual([
      ["/", 90, false],
      ["/login", 110, false],
    ]);
    expect(report.failures).toEqual([]);
  });

  it("counts every chunk of the shell, the app the entry boots too", () => {
    const report = checkBudgets(manifest, gzipBytesOf, rules({ shell: ["index.html"], budgetBytes: 110 }));
    expect(report.routes.map((route) => [route.path, route.gzipBytes])).toEqual([
      ["/", 4],
      ["/login", 104],
    ]);
  });

  it("fails a route over the budget", () => {
    const report = checkBudgets(manifest, gzipBytesOf, rules());
    expect(report.failures).toEqual(["/login: needs 0.1 KB of gzipped JavaScript, over the budget of 0.1 KB"]);
  });

  it("fails when a public page's chunk is no longer one of its own", () => {
    const report = checkBudgets(
      manifest,
      gzipBytesOf,
      rules({ budgetBytes: 1000, publicRoutes: [{ path: "/request", page: "Apply.tsx" }] }),
    );
    expect(report.failures).toEqual([
      expect.stringMatching(/^\/request: its page Apply\.tsx is not a chunk of its own/),
    ]);
  });

  it("fails when a private part is bundled into the entry instead of a chunk loaded on demand", () => {
    const bundledIn: Manifest = {
      ...manifest,
      "Gallery.tsx": { file: "assets/Gallery.js", imports: ["_framework.js"] },
    };
    const report = checkBudgets(bundledIn, gzipBytesOf, rules({ budgetBytes: 1000 }));
    expect(report.failures).toEqual(["the members' area: Gallery.tsx is not a chunk loaded on demand"]);
  });

  it("fails when a public page imports a private part statically", () => {
    const leaky: Manifest = {
      ...manifest,
      "Login.tsx": { file: "assets/Login.js", isDynamicEntry: true, imports: ["_forms.js", "Lightbox.tsx"] },
    };
    const report = checkBudgets(leaky, gzipBytesOf, rules({ budgetBytes: 1000 }));
    expect(report.failures).toEqual(["the lightbox: Lightbox.tsx is loaded by the public page /login"]);
  });
});
