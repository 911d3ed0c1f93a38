import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { admin, authStatus, member, renderAt, stubServer } from "../../../../test/web/harness/render.tsx";
import { Menu } from "./Menu.tsx";
import { menuSections } from "./menu-items.ts";

const labels = (user: Parameters<typeof menuSections>[0]) =>
  menuSections(user).map((section) => [section.title, section.links.map((link) => `${link.label} ${link.to}`)]);

describe("menu contents", () => {
  it("for a visitor", () => {
    expect(labels(null)).toEqual([
      [null, ["Home /home", "About /about", "Membership /membership", "Activities /activities", "Login /login"]],
    ]);
  });

  it("for a member", () => {
    expect(labels(member)).toEqual([
      [
        "Members' Section",
        [
          "Home /home",
          "Events /calendar",
          "Gallery /gallery",
          "Members /members",
          "Stays /stays",
          "Committees /committees",
          "Settings /settings",
        ],
      ],
      ["Info Section", ["About /about", "Membership /membership"]],
    ]);
  });

  it("for an admin adds the Admin Panel", () => {
    expect(labels(admin).at(-1)).toEqual(["Admin", ["Admin Panel /admin"]]);
  });
});

describe("the menu", () => {
  it('opens, says "Logged in as" the member, and closes on Escape returning focus', async () => {
    stubServer(authStatus(member));
    const user = userEvent.setup();
    renderAt("/home", <Menu />);
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    const panel = screen.getByRole("dialog", { name: "Menu" });
    expect(await within(panel).findByText("Ada Lovelace")).toBeInTheDocument();
    expect(within(panel).getByText(/Logged in as/)).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Logout" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it('shows "Logout failed" when the server refuses the logout', async () => {
    stubServer(authStatus(member), (url) =>
      url === "/logout" ? { status: 500, body: { error: "x", message: "x", code: "internal" } } : undefined,
    );
    const user = userEvent.setup();
    renderAt("/home", <Menu />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(await screen.findByRole("button", { name: "Logout" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Logout failed");
  });
});
