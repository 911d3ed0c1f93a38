// `npm run backup [-- --out <folder>]`: a consistent copy of the club's database and media, as configured by the
// environment (DATA_DIR, DATABASE_URL), into a new folder with a manifest. Default folder: ./backups/salon-<time>.
import path from "node:path";
import { parseArgs } from "node:util";
import { MediaStoreError } from "../src/server/kernel/media-storage/storage.ts";
import { ConfigError, loadConfig } from "../src/server/config.ts";
import { createBackup, defaultBackupFolder } from "../src/server/operations/backup/backup.ts";
import { BackupError } from "../src/server/operations/backup/manifest.ts";

try {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const folder = values.out ? path.resolve(values.out) : defaultBackupFolder();
  const manifest = await createBackup(loadConfig(), folder);
  const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `Backup written to ${folder}: the ${manifest.database.kind} database (${megabytes(manifest.database.bytes)}, schema ${manifest.database.lastMigration}) and ${manifest.media.files} media files (${megabytes(manifest.media.bytes)}).`,
  );
} catch (error) {
  console.error(
    error instanceof BackupError || error instanceof ConfigError || error instanceof MediaStoreError
      ? error.message
      : error,
  );
  process.exit(1);
}
