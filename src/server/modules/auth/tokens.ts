import { createHash, randomBytes } from "node:crypto";

/** A fresh 256-bit secret for a cookie or link; only its hash is ever stored. */
export const newToken = () => randomBytes(32).toString("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");
