import { describe, expect, it } from "vitest";
import { canDeleteSelection, initialManageState, manageReducer, type ManageAction } from "./manage-mode.ts";

const run = (...actions: ManageAction[]) => actions.reduce(manageReducer, initialManageState);
const toggle = (id: string, canDelete = true): ManageAction => ({ type: "toggle", id, canDelete });

describe("manage mode", () => {
  it("toggles a selection only while managing", () => {
    expect(run(toggle("a")).selected.size).toBe(0);
    expect([...run({ type: "enter" }, toggle("a"), toggle("b")).selected]).toEqual(["a", "b"]);
    expect([...run({ type: "enter" }, toggle("a"), toggle("b"), toggle("a")).selected]).toEqual(["b"]);
  });

  it("refuses images the member may not delete", () => {
    expect(run({ type: "enter" }, toggle("theirs", false)).selected.size).toBe(0);
  });

  it("disables Delete Selected with nothing selected", () => {
    expect(canDeleteSelection(run({ type: "enter" }))).toBe(false);
    expect(canDeleteSelection(run({ type: "enter" }, toggle("a")))).toBe(true);
    expect(canDeleteSelection(run({ type: "enter" }, toggle("a"), toggle("a")))).toBe(false);
  });

  it("clears the selection on leaving, and a fresh mode starts empty", () => {
    const left = run({ type: "enter" }, toggle("a"), { type: "leave" });
    expect(left).toEqual(initialManageState);
    expect(manageReducer(left, { type: "enter" }).selected.size).toBe(0);
  });

  it("exits the mode after a successful delete", () => {
    const after = run({ type: "enter" }, toggle("a"), { type: "deleted" });
    expect(after.managing).toBe(false);
    expect(after.selected.size).toBe(0);
  });
});
