import { describe, expect, it } from "vitest";
import { eventKeys } from "./event-keys.ts";
import { betweenKey } from "./events-between.ts";

describe("a window of the events list", () => {
  it("is kept under the list's key, so that refreshing the list refreshes it", () => {
    expect(betweenKey("2031-01-01", "2031-02-01").slice(0, eventKeys.list().length)).toEqual([...eventKeys.list()]);
  });
});
