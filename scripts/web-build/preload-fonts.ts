import type { HtmlTagDescriptor, Plugin } from "vite";

/**
 * `<link rel="preload" as="font">` in index.html for the built font files whose names start with one of
 * `names` (the Latin subsets every page's text uses): fetched with the stylesheet, not after the first
 * layout has found that the text needs them.
 */
export function preloadFonts(names: readonly string[]): Plugin {
  return {
    name: "salon:preload-fonts",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        if (!context.bundle) return [];
        const files = Object.keys(context.bundle).filter((file) => file.endsWith(".woff2"));
        return names.map((name): HtmlTagDescriptor => {
          const file = files.find((candidate) => candidate.split("/").pop()!.startsWith(`${name}-`));
          if (!file) throw new Error(`no built font file ${name}-*.woff2 to preload`);
          return {
            tag: "link",
            attrs: { rel: "preload", as: "font", type: "font/woff2", crossorigin: true, href: `/${file}` },
            injectTo: "head",
          };
        });
      },
    },
  };
}
