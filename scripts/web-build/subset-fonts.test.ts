import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { charactersOfUnicodeRange, slimFace, unicodeRangeOf } from "./subset-fonts.ts";

const inter = path.resolve(import.meta.dirname, "../../node_modules/@fontsource-variable/inter");

describe("slimming a web font", () => {
  it("reads the characters of a unicode-range, single code points and spans", () => {
    expect(charactersOfUnicodeRange("U+0041-0043,U+20AC")).toBe("ABC€");
    expect(() => charactersOfUnicodeRange("U+0041-0043,latin")).toThrow(/latin/);
  });

  it("finds the unicode-range of the face whose file it is in the package's stylesheet", () => {
    const css = fs.readFileSync(path.join(inter, "index.css"), "utf8");
    const latin = unicodeRangeOf(css, "inter-latin-wght-normal.woff2");
    expect(latin.startsWith("U+0000-00FF,")).toBe(true);
    expect(unicodeRangeOf(css, "inter-cyrillic-wght-normal.woff2")).not.toBe(latin);
    expect(() => unicodeRangeOf(css, "inter-klingon-wght-normal.woff2")).toThrow(/klingon/);
  });

  it("keeps a WOFF2 font, a good deal smaller than the family's published face", async () => {
    const published = fs.readFileSync(path.join(inter, "files/inter-latin-wght-normal.woff2"));
    const slim = await slimFace(published, charactersOfUnicodeRange("U+0020-007E,U+00A0-00FF,U+2013-2014"), {
      min: 400,
      max: 700,
    });
    expect(slim.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(slim.length).toBeLessThan(published.length * 0.7);
  });
});
