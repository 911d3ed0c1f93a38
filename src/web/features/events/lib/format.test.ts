import { describe, expect, it } from "vitest";
import { formatCardDate, formatLongDate, formatTime12, truncateDescription } from "./format.ts";

describe("card dates", () => {
  it('reads "MMM dd, yyyy", taking the date before the "T"', () => {
    expect(formatCardDate("2026-05-01")).toBe("May 01, 2026");
    expect(formatCardDate("2026-12-31T23:30:00.000Z")).toBe("Dec 31, 2026");
  });
  it('reads "start to end" only when the end is another day', () => {
    expect(formatCardDate("2026-05-01", "2026-05-01")).toBe("May 01, 2026");
    expect(formatCardDate("2026-05-01", "2026-05-01T10:00")).toBe("May 01, 2026");
    expect(formatCardDate("2026-12-31", "2027-01-02")).toBe("Dec 31, 2026 to Jan 02, 2027");
  });
});

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

describe("the event page's date and times", () => {
  it("uses the US long format and a 12-hour clock", () => {
    expect(formatLongDate("2026-05-01")).toBe("Friday, May 1, 2026");
    expect(formatTime12("00:05")).toBe("12:05 AM");
    expect(formatTime12("12:00")).toBe("12:00 PM");
    expect(formatTime12("16:00")).toBe("4:00 PM");
    expect(formatTime12("23:59")).toBe("11:59 PM");
  });
});
