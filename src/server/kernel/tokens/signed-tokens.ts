import { createHmac, timingSafeEqual } from "node:crypto";
import { derivedKey } from "../../secret-key.ts";

/**
 * A token that carries its own facts, signed with a key derived from the server's secret for one purpose
 * (HMAC-SHA256, cut to 96 bits) and good until a moment it also carries: nothing is stored, every instance that shares
 * SECRET_KEY reads it. Written in lowercase base32 (a-z, 2-7), so that it survives where case does not (the local
 * part of an email address).
 */
const MAC_BYTES = 12;
const EXPIRY_BYTES = 4;
const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";
/** Longer than any token this project signs: a longer string is not read at all. */
const MAX_TOKEN_CHARACTERS = 200;

export type SignedTokenCheck =
  { ok: true; fields: Buffer; expiresAt: number } | { ok: false; reason: "malformed" | "forged" | "expired" };

export function toBase32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** undefined for anything that is not lowercase or uppercase base32 without padding. */
export function fromBase32(text: string): Buffer | undefined {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const character of text.toLowerCase()) {
    const index = ALPHABET.indexOf(character);
    if (index < 0) return undefined;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
    value &= (1 << bits) - 1;
  }
  return Buffer.from(bytes);
}

export function signedTokens(secret: string, purpose: string) {
  const key = derivedKey(secret, purpose);
  const macOf = (body: Buffer) => createHmac("sha256", key).update(body).digest().subarray(0, MAC_BYTES);
  return {
    /** `fields` signed, good until `expiresAt` (epoch ms, kept to the second). */
    sign(fields: Buffer, expiresAt: number): string {
      const expiry = Buffer.alloc(EXPIRY_BYTES);
      expiry.writeUInt32BE(Math.ceil(expiresAt / 1000));
      const body = Buffer.concat([expiry, fields]);
      return toBase32(Buffer.concat([body, macOf(body)]));
    },
    /** The fields of a token this key signed and that has not expired at `now`; else why not. */
    open(token: string, now: number): SignedTokenCheck {
      const bytes = token.length <= MAX_TOKEN_CHARACTERS ? fromBase32(token) : undefined;
      if (!bytes || bytes.length <= EXPIRY_BYTES + MAC_BYTES || toBase32(bytes) !== token.toLowerCase())
        return { ok: false, reason: "malformed" };
      const body = bytes.subarray(0, bytes.length - MAC_BYTES);
      if (!timingSafeEqual(bytes.subarray(bytes.length - MAC_BYTES), macOf(body)))
        return { ok: false, reason: "forged" };
      const expiresAt = body.readUInt32BE(0) * 1000;
      if (expiresAt <= now) return { ok: false, reason: "expired" };
      return { ok: true, fields: body.subarray(EXPIRY_BYTES), expiresAt };
    },
  };
}

export type SignedTokens = ReturnType<typeof signedTokens>;
