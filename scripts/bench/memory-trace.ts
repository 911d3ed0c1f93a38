// Preloaded into the server by the bench when BENCH_MEMORY_TRACE=<file> is set (`--import`): every 250 ms one JSON line
// of where the process's memory is, to see which endpoint grows what (docs/performance.md, "Fourth session: memory").
import fs from "node:fs";
import v8 from "node:v8";

const file = process.env.SALON_MEMORY_TRACE;
if (file) {
  fs.writeFileSync(file, "");
  const started = Date.now();
  const mb = (bytes: number) => Math.round(bytes / 104_857.6) / 10;
  const kbOf = (status: string, field: string) =>
    Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  setInterval(() => {
    const status = fs.readFileSync("/proc/self/status", "utf8");
    const memory = process.memoryUsage();
    const spaces = Object.fromEntries(
      v8
        .getHeapSpaceStatistics()
        .map((s) => [s.space_name.replace(/_space$/, ""), [mb(s.space_size), mb(s.space_used_size)]]),
    );
    const line = {
      s: (Date.now() - started) / 1000,
      rss: mb(kbOf(status, "VmRSS")),
      hwm: mb(kbOf(status, "VmHWM")),
      anon: mb(kbOf(status, "RssAnon")),
      file: mb(kbOf(status, "RssFile")),
      heapTotal: mb(memory.heapTotal),
      heapUsed: mb(memory.heapUsed),
      external: mb(memory.external),
      arrayBuffers: mb(memory.arrayBuffers),
      old: spaces.old,
      new: spaces.new,
    };
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 250).unref();
}
