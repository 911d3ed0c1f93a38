// Image pipeline figures (budgets in docs/performance.md), on photo-like 12-MP JPEGs (scripts/bench/photos.ts):
// - upload to ready variants: POST /upload-image through the app (multipart, processing, three files written, the row),
//   and the media module's processImage alone, wall time and the CPU it took (the steadier figure on a shared machine);
// - images per second: a batch submitted at once to processImage, which runs two at a time per process;
//   every image gives a thumbnail, a display size and the re-encoded original; and a 480 px thumbnail alone;
// - the bytes of each variant against the original upload.
//   node scripts/bench-images.ts     (BENCH_RUNS=5, BENCH_BATCH=12; BENCH_ROOT=<another checkout> measures its pipeline)
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import type * as MediaKit from "../test/server/kits/gallery-test-kit.ts";
import type * as Pipeline from "../src/server/modules/gallery/pipeline.ts";
import type * as TestApp from "../test/server/harness/test-app.ts";
import { PHOTOS, photo } from "./bench/photos.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BATCH = Number(process.env.BENCH_BATCH ?? 12);
// The app and pipeline measured: this checkout's, or another's (before/after comparisons on the same photos).
const root = path.resolve(process.env.BENCH_ROOT ?? path.join(import.meta.dirname, ".."));
const load = <T>(file: string) => import(pathToFileURL(path.join(root, file)).href) as Promise<T>;
const { processImage, THUMBNAIL_SIZE } = await load<typeof Pipeline>("src/server/modules/gallery/pipeline.ts");
const { upload } = await load<typeof MediaKit>("test/server/kits/gallery-test-kit.ts");
const { actAs, startTestServer } = await load<typeof TestApp>("test/server/harness/test-app.ts");

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const bytes = (n: number) => n.toLocaleString("en-US");
const share = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

/** Wall and CPU time of one call (CPU counts every thread of the process: libvips works off the main thread). */
async function timed(work: () => Promise<unknown>) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  return { wall: performance.now() - started, cpu: cpuMs(cpu) };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ");
console.log(
  `${new Date().toISOString()}; ${os.cpus().length} × ${os.cpus()[0]?.model}; load ${loadAverage()}; pipeline from ${root}`,
);
console.log(
  `libvips threads per image ${sharp.concurrency()}, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? 4}; ${RUNS} runs each`,
);
const photos = await Promise.all(PHOTOS.map(async (recipe) => ({ recipe, data: await photo(recipe) })));

const server = await startTestServer();
try {
  const { cookie } = await actAs(server, "Standard");
  console.log(
    "\nphoto | upload → variants (app) | processImage wall | processImage CPU | original | display | thumbnail",
  );
  for (const { recipe, data } of photos) {
    const uploads: number[] = [];
    const walls: number[] = [];
    const cpus: number[] = [];
    let result: Pipeline.ProcessedImage | undefined;
    for (let run = 0; run < RUNS; run++) {
      const sent = await timed(async () => {
        const response = await upload(server, cookie, { data, name: "photo.jpg" });
        if (response.statusCode !== 201 && response.statusCode !== 200)
          throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
      });
      uploads.push(sent.wall);
      const alone = await timed(async () => {
        result = await processImage(data);
      });
      walls.push(alone.wall);
      cpus.push(alone.cpu);
    }
    const { original, display, thumbnail } = result!;
    console.log(
      [
        `${recipe.name}, ${bytes(data.length)} bytes`,
        `median ${seconds(median(uploads))} (${uploads.map((t) => (t / 1000).toFixed(2)).join(", ")})`,
        `median ${seconds(median(walls))}`,
        `median ${seconds(median(cpus))}`,
        `${bytes(original.data.length)} (${original.width} × ${original.height} JPEG q 92, ${share(original.data.length, data.length)} of the upload)`,
        `${bytes(display.data.length)} (${display.width} × ${display.height} WebP, ${share(display.data.length, data.length)})`,
        `${bytes(thumbnail.data.length)} (${thumbnail.width} × ${thumbnail.height} WebP, ${share(thumbnail.data.length, data.length)})`,
      ].join(" | "),
    );
  }
} finally {
  await server.close();
}

// Throughput: BATCH uploads' worth of work handed to processImage at once (it admits two at a time).
const rates: number[] = [];
const cpuPerImage: number[] = [];
for (let run = 0; run < Math.max(1, Math.floor(RUNS / 2)); run++) {
  const batch = await timed(() =>
    Promise.all(Array.from({ length: BATCH }, (_, i) => processImage(photos[i % photos.length]!.data))),
  );
  rates.push(BATCH / (batch.wall / 1000));
  cpuPerImage.push(batch.cpu / BATCH);
  console.log(
    `batch ${run + 1}: ${BATCH} photos in ${seconds(batch.wall)}, CPU ${seconds(batch.cpu)} (${((batch.cpu / batch.wall) * 100).toFixed(0)}% of one core)`,
  );
}
// On a shared machine the CPU per image is the steady figure; two free cores would process 2,000 ÷ that per second.
const capacity = (2000 / median(cpuPerImage)).toFixed(2);
console.log(
  `images fully processed (original, display, thumbnail, placeholder): median ${median(rates).toFixed(2)} per second here;`,
);
console.log(`  CPU ${seconds(median(cpuPerImage))} per image, so ${capacity} per second on two free cores`);

// A thumbnail alone (what regenerating thumbnails would cost): shrink-on-load decode and a 480 px WebP, two at a time.
const thumbRates: number[] = [];
const thumbCpu: number[] = [];
for (let run = 0; run < Math.max(1, Math.floor(RUNS / 2)); run++) {
  let next = 0;
  const work = await timed(() =>
    Promise.all(
      [0, 1].map(async () => {
        for (let i = next++; i < BATCH * 2; i = next++) {
          const input = photos[i % photos.length]!.data;
          await sharp(input)
            .rotate()
            .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: "inside" })
            .webp({ quality: 72 })
            .toBuffer();
        }
      }),
    ),
  );
  thumbRates.push((BATCH * 2) / (work.wall / 1000));
  thumbCpu.push(work.cpu / (BATCH * 2));
}
console.log(
  `480 px thumbnails alone from a 12-MP JPEG, two at a time: median ${median(thumbRates).toFixed(1)} per second here; ` +
    `CPU ${median(thumbCpu).toFixed(0)} ms each, so ${(2000 / median(thumbCpu)).toFixed(1)} per second on two free cores; load ${loadAverage()}`,
);
