import { describe, expect, it } from "vitest";
import { addMonths, itemsByDay, monthWeeks, moveDay, parseMonth, sameDayIn } from "./month-grid.ts";

describe("the month grid's dates", () => {
  it("lays a month out in whole weeks from Sunday, with the neighbouring months' days around it", () => {
    const weeks = monthWeeks("2031-01");
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      "2030-12-29",
      "2030-12-30",
      "2030-12-31",
      "2031-01-01",
      "2031-01-02",
      "2031-01-03",
      "2031-01-04",
    ]);
    expect(weeks.at(-1)!.at(-1)).toBe("2031-02-01");
    // February 2026 starts on a Sunday and ends on a Saturday: four weeks exactly.
    expect(monthWeeks("2026-02")).toHaveLength(4);
    expect(monthWeeks("2026-02")[0]![0]).toBe("2026-02-01");
    // A leap February, and a month needing six rows.
    expect(monthWeeks("2028-02").flat()).toContain("2028-02-29");
    expect(monthWeeks("2031-08")).toHaveLength(6);
  });

  it("moves the active day with the arrow keys, Home and End within its week, Page Up and Down by month", () => {
    expect(moveDay("2031-01-31", "ArrowRight")).toBe("2031-02-01");
    expect(moveDay("2031-03-01", "ArrowLeft")).toBe("2031-02-28");
    expect(moveDay("2031-01-03", "ArrowUp")).toBe("2030-12-27");
    expect(moveDay("2031-12-28", "ArrowDown")).toBe("2032-01-04");
    expect(moveDay("2031-01-15", "Home")).toBe("2031-01-12");
    expect(moveDay("2031-01-15", "End")).toBe("2031-01-18");
    expect(moveDay("2031-03-31", "PageUp")).toBe("2031-02-28");
    expect(moveDay("2031-01-31", "PageDown")).toBe("2031-02-28");
    expect(moveDay("2031-12-15", "PageDown")).toBe("2032-01-15");
    expect(moveDay("2031-01-15", "Enter")).toBeUndefined();
  });

  it("counts months across years, reads them from the address, and names them", () => {
    expect(addMonths("2031-01", -1)).toBe("2030-12");
    expect(addMonths("2031-12", 1)).toBe("2032-01");
    expect(addMonths("2031-05", -17)).toBe("2029-12");
    expect(parseMonth("2031-13")).toBeUndefined();
    expect(parseMonth("2031-1")).toBeUndefined();
    expect(parseMonth("2031-11")).toBe("2031-11");
    expect(sameDayIn("2032-02", 31)).toBe("2032-02-29");
  });

  it("puts an event on each day it spans within the grid, and none outside it", () => {
    const weeks = monthWeeks("2031-01");
    const item = (id: string, from: string, to = from) => ({ id, title: id, color: "#d3d3d3", from, to, time: null });
    const byDay = itemsByDay(
      [item("long", "2030-12-20", "2030-12-30"), item("one", "2031-01-14"), item("later", "2031-03-01")],
      weeks,
    );
    expect(byDay.get("2030-12-29")!.map((i) => i.id)).toEqual(["long"]);
    expect(byDay.get("2030-12-30")!.map((i) => i.id)).toEqual(["long"]);
    expect(byDay.has("2030-12-28")).toBe(false);
    expect(byDay.has("2030-12-31")).toBe(false);
    expect(byDay.get("2031-01-14")!.map((i) => i.id)).toEqual(["one"]);
    expect([...byDay.values()].flat().some((i) => i.id === "later")).toBe(false);
  });
});
