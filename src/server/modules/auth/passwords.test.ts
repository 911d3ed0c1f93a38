import { describe, expect, it } from "vitest";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords.ts";

describe("password rule", () => {
  it.each([
    ["short7!", "at least 8"],
    ["x".repeat(129), "at most 128"],
    ["password1", "too common"],
    ["Iloveyou", "too common"],
  ])("refuses %s", (password, reason) => {
    expect(passwordProblem(password)).toContain(reason);
  });

  it("accepts a long uncommon password, at both length limits", () => {
    expect(passwordProblem("Velvet-Salon-2026")).toBeNull();
    expect(passwordProblem("k3#Lm9!q")).toBeNull();
    expect(passwordProblem("a1".repeat(64))).toBeNull();
  });
});

describe("hashing", () => {
  it("stores argon2id and verifies only the right password", async () => {
    const stored = await hashPassword("Velvet-Salon-2026");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "Velvet-Salon-2026")).toBe(true);
    expect(await verifyPassword(stored, "velvet-salon-2026")).toBe(false);
    expect(await verifyPassword(null, "Velvet-Salon-2026")).toBe(false);
  });
});
