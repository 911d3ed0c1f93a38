// `npm run restore -- <backup folder> [--force] [--accept-unsigned]`: brings a backup back into the configured place
// (DATA_DIR, DATABASE_URL) after checking the manifest's signature and every checksum. Stop the app first; it refuses a
// place that holds data unless --force, and a manifest its secret key did not sign unless --accept-unsigned.
import path from "node:path";
import { parseArgs } from "node:util";
import { MediaStoreError } from "../src/server/kernel/media-storage/storage.ts";
import { ConfigError, loadConfig } from "../src/server/config.ts";
import { BackupError } from "../src/server/operations/backup/manifest.ts";
import { restoreBackup } from "../src/server/operations/backup/restore.ts";

try {
  const { values, positionals } = parseArgs({
    options: {
      force: { type: "boolean", default: false },
      "accept-unsigned": { type: "boolean", default: false },
    },
    allowPositionals: true,
  });
  if (positionals.length !== 1)
    throw new BackupError("Usage: npm run restore -- <backup folder> [--force] [--accept-unsigned]");
  const folder = path.resolve(positionals[0]!);
  const manifest = await restoreBackup(loadConfig(), folder, {
    force: values.force,
    acceptUnsigned: values["accept-unsigned"],
  });
  console.log(
    `Restored the backup of ${manifest.createdAt} (schema ${manifest.database.lastMigration}, ${manifest.media.files} media files)${values["accept-unsigned"] ? ", its signature not required (--accept-unsigned)" : ""}. Start the app to use it.`,
  );
} catch (error) {
  console.error(
    error instanceof BackupError || error instanceof ConfigError || error instanceof MediaStoreError
      ? error.message
      : error,
  );
  process.exit(1);
}
