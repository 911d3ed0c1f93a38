import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Dialog } from "./Dialog.tsx";
import { Tabs } from "./Tabs.tsx";

describe("Tabs", () => {
  function Example() {
    const [selected, setSelected] = useState("details");
    return (
      <Tabs
        label="Event"
        selected={selected}
        onSelect={setSelected}
        tabs={[
          { id: "details", label: "Details", content: <p>details panel</p> },
          { id: "images", label: "Images", content: <p>images panel</p> },
        ]}
      />
    );
  }

  it("shows the selected panel and moves with the arrow keys", async () => {
    const user = userEvent.setup();
    render(<Example />);
    expect(screen.getByRole("tabpanel")).toHaveTextContent("details panel");
    screen.getByRole("tab", { name: "Details" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Images" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Images" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("images panel");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Details" })).toHaveAttribute("aria-selected", "true");
  });
});

describe("Dialog", () => {
  it("renders its title and content while open and calls onClose from the close button", async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <Dialog open title="Create Event" onClose={onClose}>
        <p>step one</p>
      </Dialog>,
    );
    expect(screen.getByRole("heading", { name: "Create Event" })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass("scroll-locked");
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledOnce();
    rerender(
      <Dialog open={false} title="Create Event" onClose={onClose}>
        <p>step one</p>
      </Dialog>,
    );
    expect(screen.queryByText("step one")).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass("scroll-locked");
  });
});
