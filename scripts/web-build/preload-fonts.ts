import type { Plugin } from "vite";

// The two faces every page paints with first (Latin text in Fraunces and Inter); other scripts' subsets
// still load on demand through their unicode-range.
const FIRST_PAINT_FONTS = /^assets\/(fraunces|inter)-latin-wght-normal-[\w-]+\.woff2$/;

/** Adds <link rel="preload"> for the first-paint fonts to the built index.html, so text does not wait for the CSS to name them. */
export function preloadFonts(): Plugin {
  return {
    name: "salon:preload-fonts",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((file) => FIRST_PAINT_FONTS.test(file)).sort();
        return fonts.map((file) => ({
          tag: "link",
          attrs: { rel: "preload", href: `/${file}`, as: "font", type: "font/woff2", crossorigin: "" },
          injectTo: "head" as const,
        }));
      },
    },
  };
}
