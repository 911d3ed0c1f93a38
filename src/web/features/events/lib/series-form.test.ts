import { describe, expect, it } from "vitest";
import { NO_REPEAT, changedFields, prepareRepeat, repeatOptions } from "./series-form.ts";

describe("the Repeat fields", () => {
  it("offers the repeats a first date allows: the last weekday only in a month's last week, no fifth weekday", () => {
    expect(repeatOptions("2031-01-14").map((o) => o.label)).toEqual([
      "Every week on Tuesday",
      "Every two weeks on Tuesday",
      "Monthly on the 14th",
      "Monthly on the second Tuesday",
    ]);
    expect(repeatOptions("2031-01-31").map((o) => o.value)).toEqual([
      "weekly",
      "biweekly",
      "monthly-date",
      "monthly-last-weekday",
    ]);
    expect(repeatOptions("2031-02-28").map((o) => o.label)).toContain("Monthly on the last Friday");
  });

  it("checks the count and the last date as the server does", () => {
    const weekly = { ...NO_REPEAT, every: "weekly" as const };
    expect(prepareRepeat(NO_REPEAT, "2031-01-14")).toEqual({ ok: true, repeat: null, dates: ["2031-01-14"] });
    expect(prepareRepeat({ ...weekly, count: "3" }, "2031-01-14")).toMatchObject({
      ok: true,
      dates: ["2031-01-14", "2031-01-21", "2031-01-28"],
    });
    expect(prepareRepeat({ ...weekly, count: "105" }, "2031-01-14")).toMatchObject({
      ok: false,
      errors: { count: expect.any(String) },
    });
    expect(prepareRepeat({ ...weekly, ends: "until", until: "2034-01-01" }, "2031-01-14")).toMatchObject({
      ok: false,
      errors: { until: expect.stringContaining("104") },
    });
    expect(prepareRepeat({ ...weekly, ends: "until", until: "2031-01-10" }, "2031-01-14")).toMatchObject({ ok: false });
    expect(prepareRepeat({ ...weekly, ends: "until", until: "" }, "2031-01-14")).toMatchObject({
      ok: false,
      errors: { until: expect.any(String) },
    });
  });

  it("keeps, of an edit, only the fields that changed", () => {
    expect(
      changedFields({ title: "A", capacity: 4, held: { x: 1 } }, { title: "B", capacity: 4, held: { x: 1 } }),
    ).toEqual({ title: "B" });
  });
});
