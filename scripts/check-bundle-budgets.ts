// `npm run check:bundle`: after `npm run build`, fails when a public page needs more JavaScript than its
// budget, or when the members' area, the lightbox, the composer or an admin screen leaks into a public page.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { checkBudgets, kib, type Manifest } from "./bundle-budgets/budgets.ts";
import { SALON_BUDGETS } from "./bundle-budgets/rules.ts";

const webDir = path.resolve(import.meta.dirname, "../dist/web");
const manifestFile = path.join(webDir, ".vite/manifest.json");
if (!fs.existsSync(manifestFile)) {
  console.error(`No build manifest at ${manifestFile}: run \`npm run build\` first.`);
  process.exit(1);
}

const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest;
const gzipBytesOf = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(webDir, file)), { level: 9 }).length;
const report = checkBudgets(manifest, gzipBytesOf, SALON_BUDGETS);

console.log(`JavaScript each public page needs (gzipped; budget ${kib(SALON_BUDGETS.budgetBytes)}):`);
for (const route of report.routes) {
  const note = route.overBudget ? "  over the budget" : "";
  console.log(`  ${route.path.padEnd(24)} ${kib(route.gzipBytes).padStart(9)}  (${route.files.length} files)${note}`);
}
if (report.failures.length > 0) {
  console.error(`\nBundle budgets failed:\n${report.failures.map((failure) => `  - ${failure}`).join("\n")}`);
  process.exit(1);
}
console.log(`Every public page is within the budget.`);
console.log(
  `${SALON_BUDGETS.separateParts.map((part) => part.name).join(", ")}: in chunks loaded on demand, needed by no public page.`,
);
