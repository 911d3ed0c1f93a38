import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import type { Alias, Plugin } from "vite";

/** A face of a @fontsource-variable package to slim: its file in the package, and the weights the styles use. */
export interface SlimFace {
  /** e.g. "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2" */
  file: string;
  weights: { min: number; max: number };
}

/**
 * The OpenType features kept: the ones browsers apply by default to set text (kerning, ligatures, contextual forms,
 * marks, localized forms) and tabular figures, which the styles ask for. Stylistic sets, alternates and the rest of
 * the families' options are dropped with the glyphs only they reach.
 */
export const KEPT_FEATURES = ["kern", "liga", "clig", "calt", "ccmp", "locl", "mark", "mkmk", "rlig", "tnum"] as const;

/** The characters of a CSS `unicode-range` ("U+0000-00FF,U+0131,…"). */
export function charactersOfUnicodeRange(range: string): string {
  let characters = "";
  for (const part of range.split(",")) {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match) throw new Error(`not a unicode-range part: "${part}"`);
    const first = Number.parseInt(match[1]!, 16);
    const last = match[2] ? Number.parseInt(match[2], 16) : first;
    for (let code = first; code <= last; code += 1) characters += String.fromCodePoint(code);
  }
  return characters;
}

/** The `unicode-range` of the @font-face in `css` whose source is `fileName`. */
export function unicodeRangeOf(css: string, fileName: string): string {
  const face = css.split("@font-face").find((block) => block.includes(`/${fileName})`));
  const range = face && /unicode-range:\s*([^;]+);/.exec(face)?.[1];
  if (!range) throw new Error(`no @font-face with a unicode-range for ${fileName}`);
  return range.trim();
}

/** The face with only the weights the styles use and the features a browser applies, for the same characters. */
export async function slimFace(font: Buffer, characters: string, weights: SlimFace["weights"]): Promise<Buffer> {
  return subsetFont(font, characters, {
    targetFormat: "woff2",
    keepFeatures: [...KEPT_FEATURES],
    variationAxes: { wght: { min: weights.min, max: weights.max, default: weights.min } },
  });
}

/**
 * The variable fonts' Latin faces are the bytes every first visit waits for before the text settles (87 KB for the two
 * families as published). This writes slimmer copies of them (the weights the styles use, the default features, every
 * character the face covered) into `cacheDir` and points the packages' stylesheets at them, so the built font files
 * and their preloads are the slim ones. The other faces (latin-ext, Cyrillic…) are served as published, when a text
 * needs them.
 */
export function slimFonts(
  faces: readonly SlimFace[],
  { root, cacheDir }: { root: string; cacheDir: string },
): { aliases: Alias[]; plugin: Plugin } {
  const sourceOf = (face: SlimFace) => path.join(root, "node_modules", face.file);
  const slimPathOf = (face: SlimFace) => path.join(cacheDir, path.basename(face.file));
  const aliases = faces.map((face): Alias => ({
    find: new RegExp(`^\\./files/${path.basename(face.file).replaceAll(".", "\\.")}$`),
    replacement: slimPathOf(face),
  }));
  const plugin: Plugin = {
    name: "salon:slim-fonts",
    async buildStart() {
      fs.mkdirSync(cacheDir, { recursive: true });
      for (const face of faces) {
        const source = sourceOf(face);
        const css = fs.readFileSync(path.join(path.dirname(path.dirname(source)), "index.css"), "utf8");
        const characters = charactersOfUnicodeRange(unicodeRangeOf(css, path.basename(face.file)));
        fs.writeFileSync(slimPathOf(face), await slimFace(fs.readFileSync(source), characters, face.weights));
      }
    },
  };
  return { aliases, plugin };
}
