import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const COMPRESSIBLE = new Set([".js", ".css", ".html", ".svg", ".json", ".txt"]);
const SMALLEST = 1024;

/** Writes .br and .gz twins of the built text files, which the server sends to browsers that accept them. */
export function compressAssets(webDir: string) {
  let count = 0;
  for (const entry of fs.readdirSync(webDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(entry.name))) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = fs.readFileSync(file);
    if (content.length < SMALLEST) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    count += 1;
  }
  console.log(`compressed ${count} files (brotli and gzip) in ${path.relative(process.cwd(), webDir)}/`);
}
