import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Dialog } from "./Dialog.tsx";
import { tabbablesIn } from "./focus-trap.ts";

function Example({ onClose = () => {} }: { onClose?: () => void }) {
  return (
    <>
      <button type="button">Behind</button>
      <Dialog open title="Invite" onClose={onClose} footer={<button type="button">Send</button>}>
        <input aria-label="Name" />
        <button type="button" disabled>
          Not now
        </button>
        <div hidden>
          <button type="button">Hidden</button>
        </div>
      </Dialog>
    </>
  );
}

describe("the focus trap of a dialog", () => {
  it("lists only what Tab reaches: enabled, rendered, not tabindex -1", () => {
    render(<Example />);
    expect(tabbablesIn(screen.getByRole("dialog")).map((e) => e.getAttribute("aria-label") ?? e.textContent)).toEqual([
      "Close",
      "Name",
      "Send",
    ]);
  });

  it("takes Tab from the last control to the first, and Shift+Tab from the first to the last", async () => {
    const user = userEvent.setup();
    render(<Example />);
    screen.getByRole("button", { name: "Send" }).focus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Send" })).toHaveFocus();
  });

  it("brings focus back inside when it is on the dialog itself", async () => {
    const user = userEvent.setup();
    render(<Example />);
    screen.getByRole("dialog").focus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Send" })).toHaveFocus();
  });

  it("lets Tab move normally between the controls inside", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Example onClose={onClose} />);
    screen.getByRole("button", { name: "Close" }).focus();
    await user.tab();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });
});
