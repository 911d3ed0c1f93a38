import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Committee } from "../../../../shared/committees.ts";
import { admin, authStatus, member, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { CommitteesPage } from "../pages/CommitteesPage.tsx";

const committee = (overrides: Partial<Committee> = {}): Committee => ({
  id: 3,
  name: "Programme",
  purpose: "Plans the season's evenings.",
  tiers: ["Executive"],
  archived: false,
  members: [{ user_id: 12, name: "Grete Hermann", role: "chair" }],
  mine: false,
  may_join: false,
  ...overrides,
});
const committees =
  (...list: Committee[]) =>
  (url: string, init: RequestInit | undefined) =>
    url === "/api/committees" && (init?.method ?? "GET") === "GET"
      ? { body: { committees: list, committee_duty: false } }
      : undefined;
const found = [
  { user_id: 21, name: "Hedy Lamarr", type: "Standard", avatar_url: null },
  { user_id: 22, name: "Hedy Kiesler", type: "Founding", avatar_url: null },
];
const search = (answer: unknown[]) => (url: string) => (url.startsWith("/api/members?") ? { body: answer } : undefined);
const picker = () => screen.getByRole("group", { name: "Seat a member on Programme" });

describe("the committee member picker (Seat her)", () => {
  it("is an admin's: a member sees none, an admin one on each committee that is not archived", async () => {
    stubServer(authStatus(member), committees(committee(), committee({ id: 4, name: "Old Garden", archived: true })));
    const page = renderAt("/committees", <CommitteesPage />);
    expect(await screen.findByRole("heading", { level: 2, name: "Programme" })).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: /^Seat a member on/ })).not.toBeInTheDocument();
    page.unmount();

    stubServer(authStatus(admin), committees(committee(), committee({ id: 4, name: "Old Garden", archived: true })));
    renderAt("/committees", <CommitteesPage />);
    expect(await screen.findByRole("group", { name: "Seat a member on Programme" })).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Seat a member on Old Garden" })).not.toBeInTheDocument();
    expect(within(picker()).getByLabelText("Find a member")).toHaveAccessibleDescription(
      "Part of her name, or her whole email address.",
    );
    expect(within(picker()).queryByRole("button", { name: "Seat her" })).not.toBeInTheDocument();
  });

  it("searches from two letters, seats the member and role chosen, then clears the search", async () => {
    const user = userEvent.setup();
    const calls = stubServer(
      authStatus(admin),
      search(found),
      (url, init) =>
        init?.method === "PUT"
          ? {
              body: committee({
                members: [...committee().members, { user_id: 22, name: "Hedy Kiesler", role: "chair" }],
              }),
            }
          : undefined,
      committees(committee()),
    );
    renderAt("/committees", <CommitteesPage />);
    const find = await screen.findByLabelText("Find a member");
    await user.type(find, "H");
    expect(calls.some((c) => c.url.startsWith("/api/members"))).toBe(false);
    await user.type(find, "e");
    const chosen = await within(picker()).findByLabelText("Member");
    expect(calls.find((c) => c.url.startsWith("/api/members"))!.url).toBe("/api/members?q=He&limit=10");
    expect(
      within(chosen)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Hedy Lamarr", "Hedy Kiesler"]);
    expect(chosen).toHaveDisplayValue("Hedy Lamarr");
    await user.selectOptions(chosen, "Hedy Kiesler");
    await user.selectOptions(within(picker()).getByLabelText("Role"), "Chair");
    await user.click(within(picker()).getByRole("button", { name: "Seat her" }));

    await vi.waitFor(() => expect(find).toHaveValue(""));
    const put = calls.find((c) => c.init?.method === "PUT")!;
    expect(put.url).toBe("/api/committees/3/members/22");
    expect(JSON.parse(String(put.init!.body))).toEqual({ role: "chair" });
    expect(within(picker()).queryByLabelText("Member")).not.toBeInTheDocument();
    // The list is read again, so the card shows who sits on it now.
    expect(calls.filter((c) => c.url === "/api/committees").length).toBeGreaterThanOrEqual(2);
  });

  it('says "No member found." when the search finds no one, and offers nothing to seat', async () => {
    const user = userEvent.setup();
    stubServer(authStatus(admin), search([]), committees(committee()));
    renderAt("/committees", <CommitteesPage />);
    await user.type(await screen.findByLabelText("Find a member"), "Zelda");
    expect(await within(picker()).findByRole("status")).toHaveTextContent("No member found.");
    expect(within(picker()).queryByRole("button", { name: "Seat her" })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and keeps her search", async () => {
    const user = userEvent.setup();
    stubServer(
      authStatus(admin),
      search(found),
      (_url, init) =>
        init?.method === "PUT"
          ? { status: 404, body: { error: "No such member.", message: "No such member.", code: "not_found" } }
          : undefined,
      committees(committee()),
    );
    renderAt("/committees", <CommitteesPage />);
    await user.type(await screen.findByLabelText("Find a member"), "Hedy");
    await user.click(await within(picker()).findByRole("button", { name: "Seat her" }));
    expect(await within(picker()).findByRole("alert")).toHaveTextContent("No such member.");
    expect(within(picker()).getByLabelText("Find a member")).toHaveValue("Hedy");
  });
});
