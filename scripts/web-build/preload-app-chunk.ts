import type { HtmlTagDescriptor, Plugin } from "vite";

interface BundleChunk {
  type: "chunk" | "asset";
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
}

/** The chunk built from `moduleSuffix`, then every chunk it imports statically, transitively. */
export function chunkWithStaticImports(bundle: Record<string, BundleChunk>, moduleSuffix: string): string[] {
  const start = Object.values(bundle).find(
    (chunk) => chunk.type === "chunk" && chunk.facadeModuleId?.endsWith(moduleSuffix),
  );
  if (!start) throw new Error(`no chunk built from ${moduleSuffix}`);
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (files.includes(fileName)) return;
    files.push(fileName);
    for (const imported of bundle[fileName]?.imports ?? []) visit(imported);
  };
  visit(start.fileName);
  return files;
}

/**
 * The entry imports the app (`moduleSuffix`) dynamically, to run it once the page has painted; this puts
 * the app's chunks in index.html as `<link rel="modulepreload">`, so the browser fetches them with the
 * entry instead of after it has run.
 */
export function preloadAppChunk(moduleSuffix: string): Plugin {
  return {
    name: "salon:preload-app-chunk",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        if (!context.bundle) return [];
        const files = chunkWithStaticImports(context.bundle as Record<string, BundleChunk>, moduleSuffix);
        return files
          .filter((file) => !html.includes(`/${file}"`))
          .map((file): HtmlTagDescriptor => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
            injectTo: "head",
          }));
      },
    },
  };
}
