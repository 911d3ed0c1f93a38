// Photo-like test pictures for the image benchmark. A flat colour or plain noise compresses nothing like a camera's
// picture (a noisy gradient's 480 px thumbnail is about 1 KB); these stack what a photo has: large soft shapes of
// colour, hard-edged objects, mid-scale texture and fine sensor grain. Seeded, so every run encodes the same pixels.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp, { type OverlayOptions, type Sharp } from "sharp";

export interface PhotoRecipe {
  name: string;
  width: number;
  height: number;
  seed: number;
  /** How much mid-scale texture (foliage, fabric, stone): 0 smooth (sky, walls) to 1 busy. */
  texture: number;
  /** Sensor grain, as the standard deviation of the fine noise in 8-bit levels. */
  grain: number;
  /** EXIF orientation as a phone writes it for a portrait: pixels stored sideways, 6 = turn 90° clockwise. */
  orientation?: 6;
}

export const PHOTOS: PhotoRecipe[] = [
  { name: "12-MP interior (moderate texture)", width: 4000, height: 3000, seed: 1, texture: 0.5, grain: 4 },
  { name: "12-MP garden (busy texture)", width: 4000, height: 3000, seed: 2, texture: 1, grain: 6 },
  {
    name: "12-MP phone portrait (smooth, stored sideways)",
    width: 4000,
    height: 3000,
    seed: 3,
    texture: 0.2,
    grain: 3,
    orientation: 6,
  },
];

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random levels around 128 (spread ± `amplitude`), `channels` per pixel, as a raw sharp input. */
function noise(next: () => number, width: number, height: number, channels: 1 | 3, amplitude: number) {
  const data = Buffer.alloc(width * height * channels);
  for (let i = 0; i < data.length; i++) data[i] = 128 + Math.round((next() * 2 - 1) * amplitude);
  return sharp(data, { raw: { width, height, channels } });
}

/** Noise drawn at 1/`scale` of the size and enlarged smoothly: features about `scale` pixels across. */
async function field(next: () => number, recipe: PhotoRecipe, scale: number, channels: 1 | 3, amplitude: number) {
  const small = noise(next, Math.ceil(recipe.width / scale), Math.ceil(recipe.height / scale), channels, amplitude);
  return raw(small.resize(recipe.width, recipe.height, { kernel: "cubic" }));
}

/** Pixels kept uncompressed between steps: composing 12-MP layers through PNG costs seconds. */
async function raw(image: Sharp) {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } } as const;
}

function shapes(next: () => number, { width, height }: PhotoRecipe) {
  const colour = () => `rgb(${Math.floor(next() * 256)},${Math.floor(next() * 256)},${Math.floor(next() * 256)})`;
  const parts: string[] = [];
  for (let i = 0; i < 40; i++) {
    const x = Math.round(next() * width);
    const y = Math.round(next() * height);
    const size = Math.round((0.03 + next() * 0.25) * width);
    const opacity = (0.3 + next() * 0.6).toFixed(2);
    parts.push(
      next() < 0.5
        ? `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${Math.round(size * (0.3 + next()))}" fill="${colour()}" fill-opacity="${opacity}" transform="rotate(${Math.round(next() * 40 - 20)} ${x} ${y})"/>`
        : `<ellipse cx="${x}" cy="${y}" rx="${size / 2}" ry="${Math.round((size / 2) * (0.4 + next()))}" fill="${colour()}" fill-opacity="${opacity}"/>`,
    );
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join("")}</svg>`,
  );
}

/** A JPEG as a camera writes it (quality 90, 4:2:0), from a recipe. */
async function makePhoto(recipe: PhotoRecipe): Promise<Buffer> {
  const next = random(recipe.seed);
  const colour = await field(next, recipe, 400, 3, 110);
  const layers: OverlayOptions[] = [{ input: shapes(next, recipe) }];
  if (recipe.texture > 0) {
    const mid = await field(next, recipe, 24, 1, 90 * recipe.texture);
    const fine = await field(next, recipe, 4, 1, 60 * recipe.texture);
    layers.push(
      { input: mid.data, raw: mid.raw, blend: "overlay" },
      { input: fine.data, raw: fine.raw, blend: "soft-light" },
    );
  }
  const flattened = await raw(sharp(colour.data, { raw: colour.raw }).composite(layers));
  const grain = noise(next, recipe.width, recipe.height, 1, recipe.grain * 1.7);
  const grainLayer = await raw(grain);
  const picture = sharp(flattened.data, { raw: flattened.raw }).composite([
    { input: grainLayer.data, raw: grainLayer.raw, blend: "overlay" },
  ]);
  if (recipe.orientation) picture.withMetadata({ orientation: recipe.orientation });
  return picture.jpeg({ quality: 90 }).toBuffer();
}

/** The recipe's photo, made once per machine and kept under the temp folder (making one takes seconds). */
export async function photo(recipe: PhotoRecipe): Promise<Buffer> {
  const file = path.join(
    os.tmpdir(),
    "salon-bench-photos",
    `v1-${recipe.seed}-${recipe.width}x${recipe.height}-${recipe.orientation ?? 1}.jpg`,
  );
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const data = await makePhoto(recipe);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, data);
  fs.renameSync(`${file}.tmp`, file);
  return data;
}
