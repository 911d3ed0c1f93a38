import { describe, expect, it } from "vitest";
import { avatarUrl, avatarUrlOfSize, colourOf, initialsOf } from "./avatars.ts";

function hslToRgb(h: number, s: number, l: number) {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)];
}
const luminance = ([r, g, b]: number[]) => {
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
};
const PAPER = [0xf6 / 255, 0xf1 / 255, 0xe8 / 255];

describe("initials on a colour made from the name", () => {
  it("gives the same name the same colour, and different names different hues", () => {
    expect(colourOf("Ada Laurent")).toBe(colourOf("Ada Laurent"));
    const hues = new Set(["Ada Laurent", "Bea Moreau", "Cleo Santos", "Dana Admin"].map(colourOf));
    expect(hues.size).toBe(4);
    expect(initialsOf("  ada  de la Laurent ")).toBe("AL");
    expect(initialsOf("Cher")).toBe("C");
  });

  it("keeps the paper-white letters above 6:1 on every hue (4.5:1 is enough)", () => {
    for (let hue = 0; hue < 360; hue++) {
      const [, h, s, l] = /hsl\((\d+) (\d+)% (\d+)%\)/.exec(colourOf("x"))!.map(Number);
      expect([h! >= 0, s, l]).toEqual([true, 30, 28]);
      const background = luminance(hslToRgb(hue, s! / 100, l! / 100));
      expect((luminance(PAPER) + 0.05) / (background + 0.05)).toBeGreaterThan(6);
    }
  });
});

describe("a photo's addresses", () => {
  it("names each size from the one the answers carry", () => {
    const url = avatarUrl("avatars/7/0123456789abcdef")!;
    expect(url).toBe("/media/avatars/7/0123456789abcdef-160.webp");
    expect(avatarUrlOfSize(url, 64)).toBe("/media/avatars/7/0123456789abcdef-64.webp");
    expect(avatarUrlOfSize(url, 480)).toBe("/media/avatars/7/0123456789abcdef-480.webp");
    expect(avatarUrl(null)).toBeNull();
  });
});
