import { describe, expect, it } from "vitest";
import { truncateDescription } from "./format.ts";

describe("card descriptions", () => {
  it("keeps 120 characters whole and cuts the 121st with an ellipsis", () => {
    const exactly = "a".repeat(120);
    expect(truncateDescription(exactly)).toBe(exactly);
    expect(truncateDescription(`${exactly}b`)).toBe(`${exactly}…`);
    expect(truncateDescription("short")).toBe("short");
  });
  it("does not leave a space before the ellipsis", () => {
    expect(truncateDescription(`${"a".repeat(119)} more words`)).toBe(`${"a".repeat(119)}…`);
  });
});
