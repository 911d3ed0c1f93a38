// Image pipeline figures (issue 9 part 4): upload-to-variants time for a 12-megapixel JPEG through the media module's
// own processImage (sniff, check, re-encode the original, display size, thumbnail, placeholder), thumbnails per second
// on this machine's cores, and the bytes of each variant against the original.
//   node scripts/bench-images.ts            (BENCH_RUNS=5, BENCH_THUMBS=40)
import os from "node:os";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { processImage, THUMBNAIL_SIZE } from "../src/server/modules/media/pipeline.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const THUMBS = Number(process.env.BENCH_THUMBS ?? 40);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// A 4000 × 3000 photo-like JPEG: a gradient with noise, so it compresses like a camera's picture rather than a flat colour.
const width = 4000;
const height = 3000;
const gradient = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#7a3b5c"/><stop offset="1" stop-color="#e8c39e"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
);
const noise = await sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 24 } } }).png().toBuffer();
const photo = await sharp(gradient).composite([{ input: noise, blend: "overlay" }]).jpeg({ quality: 90 }).toBuffer();
console.log(`input: ${width} × ${height} JPEG, ${(photo.length / 1e6).toFixed(1)} MB; ${os.cpus().length} cores; libvips threads ${sharp.concurrency()}`);

const times: number[] = [];
let sizes = { original: 0, display: 0, thumbnail: 0 };
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const result = await processImage(photo);
  times.push(performance.now() - started);
  sizes = { original: result.original.data.length, display: result.display.data.length, thumbnail: result.thumbnail.data.length };
}
console.log(`upload to ready variants: median ${median(times).toFixed(0)} ms over ${RUNS} runs (${times.map((t) => t.toFixed(0)).join(", ")})`);
console.log(
  `bytes: original ${sizes.original.toLocaleString("en-US")}, display ${sizes.display.toLocaleString("en-US")} (${((100 * sizes.display) / sizes.original).toFixed(1)}%), thumbnail ${sizes.thumbnail.toLocaleString("en-US")} (${((100 * sizes.thumbnail) / sizes.original).toFixed(1)}%)`,
);

// Thumbnails per second: each a 12-MP JPEG decoded (shrink-on-load) and a 480 px WebP written, two at a time as the pipeline allows.
const thumbnail = () => sharp(photo).rotate().resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: "inside" }).webp({ quality: 72 }).toBuffer();
const started = performance.now();
let next = 0;
await Promise.all(
  [0, 1].map(async () => {
    while (next++ < THUMBS) await thumbnail();
  }),
);
const seconds = (performance.now() - started) / 1000;
console.log(`thumbnails from a 12-MP JPEG: ${(THUMBS / seconds).toFixed(1)} per second (${THUMBS} in ${seconds.toFixed(1)} s, two at a time)`);
