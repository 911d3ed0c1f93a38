/** One chunk of Vite's build manifest (dist/web/.vite/manifest.json), keyed there by its source path. */
export interface ManifestChunk {
  file: string;
  /** The chunk's name; a shared chunk's manifest key is its file name, which changes with its content. */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface BudgetRules {
  /**
   * The manifest keys every page loads: the app's entry (index.html) and any chunk it always goes on to
   * load (the app it boots once the page has painted), each counted with its static imports.
   */
  shell: readonly string[];
  /**
   * Chunks every page loads too, named by their chunk name because they are shared chunks without a manifest key of
   * their own (e.g. the schemas that check who is signed in, loaded with that call on every page).
   */
  shellChunkNames?: readonly string[];
  /** Most gzipped bytes of JavaScript a public page may need before it works. */
  budgetBytes: number;
  /** Public routes; `page` is the manifest key of the page's own chunk when it is not in the shell. */
  publicRoutes: ReadonlyArray<{ path: string; page?: string }>;
  /** Parts of the app that must each sit in chunks loaded on demand, never needed by a public page. */
  separateParts: ReadonlyArray<{ name: string; modules: readonly string[] }>;
}

export interface RouteFootprint {
  path: string;
  files: string[];
  gzipBytes: number;
  overBudget: boolean;
}

export interface BudgetReport {
  routes: RouteFootprint[];
  failures: string[];
}

/** The chunk at `key` and every chunk it imports statically, transitively (dynamic imports load later, on demand). */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    const chunk = manifest[current];
    if (!chunk) throw new Error(`the manifest has no chunk ${current}`);
    seen.add(current);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen];
}

/** Checks what each public page loads (the shell and its own chunk) against the budget, and that the private parts stay out of it. */
export function checkBudgets(
  manifest: Manifest,
  gzipBytesOf: (file: string) => number,
  rules: BudgetRules,
): BudgetReport {
  const failures: string[] = [];
  const routes: RouteFootprint[] = [];
  const publicChunks = new Map<string, string>();
  const shell = [...rules.shell];
  for (const name of rules.shellChunkNames ?? []) {
    const keys = Object.keys(manifest).filter((key) => manifest[key]!.name === name);
    if (keys.length === 1) shell.push(keys[0]!);
    else failures.push(`the shell's chunk "${name}": ${keys.length} chunks of that name in the build, expected one`);
  }

  for (const route of rules.publicRoutes) {
    if (route.page && !manifest[route.page]) {
      failures.push(
        `${route.path}: its page ${route.page} is not a chunk of its own in the build (is it still loaded lazily?)`,
      );
      continue;
    }
    const keys = [
      ...new Set([...shell, ...(route.page ? [route.page] : [])].flatMap((key) => staticClosure(manifest, key))),
    ];
    for (const key of keys) if (!publicChunks.has(key)) publicChunks.set(key, route.path);
    const files = keys.map((key) => manifest[key]!.file).filter((file) => file.endsWith(".js"));
    const gzipBytes = files.reduce((sum, file) => sum + gzipBytesOf(file), 0);
    routes.push({ path: route.path, files, gzipBytes, overBudget: gzipBytes > rules.budgetBytes });
    if (gzipBytes > rules.budgetBytes)
      failures.push(
        `${route.path}: needs ${kib(gzipBytes)} of gzipped JavaScript, over the budget of ${kib(rules.budgetBytes)}`,
      );
  }

  for (const part of rules.separateParts) {
    for (const module of part.modules) {
      const chunk = manifest[module];
      if (!chunk?.isDynamicEntry) {
        failures.push(`${part.name}: ${module} is not a chunk loaded on demand`);
        continue;
      }
      const loadedBy = publicChunks.get(module);
      if (loadedBy) failures.push(`${part.name}: ${module} is loaded by the public page ${loadedBy}`);
    }
  }
  return { routes, failures };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
