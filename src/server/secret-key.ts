import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "./config.ts";

const KEY_FILE = "secret-key";

/**
 * The server's secret: SECRET_KEY, or else the one kept in DATA_DIR/secret-key, written on the first start. Every
 * instance of one club must share it (README): a TOTP secret encrypted by one is read by the others.
 */
export function loadSecretKey(config: Pick<Config, "secretKey" | "dataDir">): string {
  const existing = existingSecretKey(config);
  if (existing !== undefined) return existing;
  const file = path.join(config.dataDir, KEY_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const made = randomBytes(32).toString("base64url");
  try {
    fs.writeFileSync(file, `${made}\n`, { mode: 0o600, flag: "wx" });
    return made;
  } catch (error) {
    // Another process started at the same moment and wrote it first: its key is the one.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return fs.readFileSync(file, "utf8").trim();
    throw error;
  }
}

/** SECRET_KEY, or the key kept in DATA_DIR; undefined when there is neither (nothing is written). */
export function existingSecretKey(config: Pick<Config, "secretKey" | "dataDir">): string | undefined {
  if (config.secretKey) return config.secretKey;
  try {
    return fs.readFileSync(path.join(config.dataDir, KEY_FILE), "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    return undefined;
  }
}

/** A 256-bit key for one purpose, derived from the server's secret (HKDF-SHA256): one purpose never reads another's. */
export function derivedKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "salon", purpose, 32));
}

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** AES-256-GCM under a key derived from the server's secret for one purpose; `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function secretBox(secret: string, purpose: string): SecretBox {
  const key = derivedKey(secret, purpose);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("not a sealed secret");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}
