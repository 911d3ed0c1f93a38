import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The import graph between module folders (decision 22): `events → media` when any non-test file in events imports from
 * media. Modules call each other one way; what must run the other way is wired at the composition (subscribers.ts).
 */
const MODULES = path.dirname(fileURLToPath(import.meta.url));

const isTestFile = (file: string) => file.endsWith(".test.ts") || file.endsWith("-test-kit.ts");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") && !isTestFile(entry.name) ? [full] : [];
  });
}

/** Every specifier a file imports or re-exports, statically or dynamically. */
function specifiers(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g)].map((match) => match[1]!);
}

function moduleOf(file: string): string | null {
  const relative = path.relative(MODULES, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  const [folder, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? folder! : null;
}

function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(MODULES)) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const specifier of specifiers(readFileSync(file, "utf8"))) {
      if (!specifier.startsWith(".")) continue;
      const to = moduleOf(path.resolve(path.dirname(file), specifier));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Each cycle once, as its folders in order with the first repeated at the end ("auth → members → auth"). */
function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const cycles = new Set<string>();
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, "open");
    stack.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (state.get(next) === "open") {
        const loop = stack.slice(stack.indexOf(next));
        // The same loop found from another of its folders is reported once, from its smallest name.
        const start = loop.indexOf([...loop].sort()[0]!);
        const rotated = [...loop.slice(start), ...loop.slice(0, start)];
        cycles.add([...rotated, rotated[0]].join(" → "));
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return [...cycles];
}

describe("the import graph between server modules", () => {
  it("finds and names a cycle (the check itself)", () => {
    const graph = new Map([
      ["auth", new Set(["members", "mail"])],
      ["members", new Set(["auth"])],
      ["mail", new Set<string>()],
    ]);
    expect(cyclesOf(graph)).toEqual(["auth → members → auth"]);
    expect(
      cyclesOf(
        new Map([
          ["a", new Set(["b"])],
          ["b", new Set(["c"])],
          ["c", new Set<string>()],
        ]),
      ),
    ).toEqual([]);
  });

  it("reads the modules' imports", () => {
    const graph = moduleGraph();
    expect(graph.get("members")).toContain("auth");
    expect(graph.get("applications")).toContain("audit");
  });

  it("has no cycle between module folders", () => {
    const cycles = cyclesOf(moduleGraph());
    expect(cycles, `import cycles between modules: ${cycles.join("; ")}`).toEqual([]);
  });
});
