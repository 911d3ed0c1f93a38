import { describe, expect, it } from "vitest";
import { argon2Turns, hashPassword, passwordProblem, verifyPassword } from "./passwords.ts";

describe("password rule", () => {
  it.each([
    ["short7!", "at least 8"],
    ["x".repeat(129), "at most 128"],
    ["password1", "too common"],
    ["Iloveyou", "too common"],
  ])("refuses %s", async (password, reason) => {
    expect(await passwordProblem(password)).toContain(reason);
  });

  it("accepts a long uncommon password, at both length limits", async () => {
    expect(await passwordProblem("Velvet-Salon-2026")).toBeNull();
    expect(await passwordProblem("k3#Lm9!q")).toBeNull();
    expect(await passwordProblem("a1".repeat(64))).toBeNull();
  });
});

describe("hashing", () => {
  it("stores argon2id and verifies only the right password", async () => {
    const stored = await hashPassword("Velvet-Salon-2026");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=9216,t=4,p=1\$/);
    expect(await verifyPassword(stored, "Velvet-Salon-2026")).toBe(true);
    expect(await verifyPassword(stored, "velvet-salon-2026")).toBe(false);
    expect(await verifyPassword(null, "Velvet-Salon-2026")).toBe(false);
  });
});

describe("argon2 work at once", () => {
  it("hashes one password at a time; the others wait and are all answered", async () => {
    const stored = await hashPassword("Velvet-Salon-2026");
    const attempts = Array.from({ length: 4 }, (_, i) => (i % 2 === 0 ? "Velvet-Salon-2026" : "Wrong-Password-123"));
    const answers = Promise.all(attempts.map((password) => verifyPassword(stored, password)));
    expect([argon2Turns.active, argon2Turns.waiting]).toEqual([1, 3]);
    // An unknown email's equalising hash waits in the same line.
    const stranger = verifyPassword(null, "Velvet-Salon-2026");
    expect(await answers).toEqual(attempts.map((password) => password === "Velvet-Salon-2026"));
    expect(await stranger).toBe(false);
    expect([argon2Turns.active, argon2Turns.waiting]).toEqual([0, 0]);
  });

  it("queues new hashes the same way", async () => {
    const hashes = Promise.all(Array.from({ length: 2 }, (_, i) => hashPassword(`Velvet-Salon-${i}`)));
    expect([argon2Turns.active, argon2Turns.waiting]).toEqual([1, 1]);
    for (const stored of await hashes) expect(stored).toMatch(/^\$argon2id\$/);
  });
});
