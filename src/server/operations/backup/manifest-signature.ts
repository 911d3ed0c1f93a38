// A backup's manifest is signed with a key derived from the club's secret key (decision 37): a restore refuses a
// manifest changed after the backup (a date, a file list) or one made under another key, unless the operator vouches
// for it with --accept-unsigned.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "../../config.ts";
import { derivedKey, existingSecretKey, loadSecretKey } from "../../secret-key.ts";
import { BackupError, manifestSchema, type Manifest } from "./manifest.ts";

const SIGNING_PURPOSE = "backup-manifest-signature";
const unsignedSchema = manifestSchema.omit({ signature: true });

/** The manifest's fields in the schema's order, without its signature: what is signed. */
function signedText(manifest: Manifest): string {
  return JSON.stringify(unsignedSchema.parse(manifest));
}

function signatureOf(manifest: Manifest, secret: string): string {
  const hmac = createHmac("sha256", derivedKey(secret, SIGNING_PURPOSE));
  return `hmac-sha256:${hmac.update(signedText(manifest)).digest("hex")}`;
}

/** The manifest with its signature, under the club's secret key (made in DATA_DIR if the club has none yet). */
export function signManifest(config: Pick<Config, "secretKey" | "dataDir">, manifest: Manifest): Manifest {
  return { ...manifest, signature: signatureOf(manifest, loadSecretKey(config)) };
}

/**
 * Refuses a manifest without a signature, or whose signature the configured secret key (SECRET_KEY, or the key kept
 * in DATA_DIR) does not give, unless `acceptUnsigned`; each refusal says what to do.
 */
export function checkManifestSignature(
  config: Pick<Config, "secretKey" | "dataDir">,
  manifest: Manifest,
  acceptUnsigned: boolean,
): void {
  const secret = existingSecretKey(config);
  const matches =
    secret !== undefined &&
    manifest.signature !== undefined &&
    timingSafeEqual(Buffer.from(manifest.signature), Buffer.from(signatureOf(manifest, secret)));
  if (matches || acceptUnsigned) return;
  if (manifest.signature === undefined)
    throw new BackupError(
      "The backup's manifest is not signed (a backup made before backups were signed, or its signature was removed): refusing it. If you know the backup is untouched, restore it with --accept-unsigned.",
    );
  if (secret === undefined)
    throw new BackupError(
      "No secret key here to check the backup's signature: set SECRET_KEY to the one the club had when the backup was made (or copy that club's DATA_DIR/secret-key into DATA_DIR), then restore again.",
    );
  throw new BackupError(
    "The backup's manifest does not match its signature: it was changed after the backup, or the backup was made under another secret key. Restore with the SECRET_KEY the club had when the backup was made (or that club's DATA_DIR/secret-key); only if that key is lost and you know the backup is untouched, use --accept-unsigned.",
  );
}
