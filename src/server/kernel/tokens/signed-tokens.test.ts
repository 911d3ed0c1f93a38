import { describe, expect, it } from "vitest";
import { fromBase32, signedTokens, toBase32 } from "./signed-tokens.ts";

const SECRET = "a club's secret key of 32 characters or more";
const fields = Buffer.from([1, 0, 0, 0, 42, 7, 255]);

describe("signed tokens", () => {
  it("read back the fields they were signed with, until they expire", () => {
    const tokens = signedTokens(SECRET, "a purpose");
    const token = tokens.sign(fields, 10_000_000);
    expect(token).toMatch(/^[a-z2-7]+$/);
    expect(tokens.open(token, 9_000_000)).toEqual({ ok: true, fields, expiresAt: 10_000_000 });
    expect(tokens.open(token.toUpperCase(), 9_000_000).ok).toBe(true);
    expect(tokens.open(token, 10_000_000)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse a changed token, another purpose's or another key's, and what is not a token", () => {
    const token = signedTokens(SECRET, "a purpose").sign(fields, 10_000_000);
    const tokens = signedTokens(SECRET, "a purpose");
    for (let i = 0; i < token.length; i += 1) {
      const changed = token.slice(0, i) + (token[i] === "a" ? "b" : "a") + token.slice(i + 1);
      expect(tokens.open(changed, 0).ok, `character ${i}`).toBe(false);
    }
    expect(signedTokens(SECRET, "another purpose").open(token, 0)).toEqual({ ok: false, reason: "forged" });
    expect(signedTokens(`${SECRET}!`, "a purpose").open(token, 0)).toEqual({ ok: false, reason: "forged" });
    for (const junk of ["", "abc", "not base32!", "a".repeat(500)])
      expect(tokens.open(junk, 0)).toEqual({ ok: false, reason: "malformed" });
  });

  it("write base32 that reads back byte for byte", () => {
    for (let length = 0; length < 40; length += 1) {
      const bytes = Buffer.from(Array.from({ length }, (_, i) => (i * 37 + length) & 255));
      expect(fromBase32(toBase32(bytes))).toEqual(bytes);
    }
  });
});
