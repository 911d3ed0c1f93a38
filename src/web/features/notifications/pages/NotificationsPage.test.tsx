import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Notice, NoticesPage } from "../../../../shared/notifications.ts";
import { publicConfig, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { NotificationsPage } from "./NotificationsPage.tsx";

configure({ asyncUtilTimeout: 5000 });

const notice = (id: number, read: boolean, title = "Autumn Salon Dinner"): Notice => ({
  id,
  kind: "mention",
  subject: { kind: "event", id: "autumn", title },
  actor: { user_id: 3, name: "Lise Meitner" },
  excerpt: `Note ${id}`,
  link: `/events/autumn?tab=notes#comment-${id}`,
  created_at: "2026-11-28T21:00:00.000Z",
  read,
});

afterEach(() => vi.unstubAllGlobals());

describe("the inbox", () => {
  it("lists her notices newest first, pages by cursor, and marks all read", async () => {
    let unread = 2;
    const pages: Record<string, NoticesPage> = {
      first: { notices: [notice(9, false), notice(8, false)], unread_count: 2, next_cursor: 8 },
      older: { notices: [notice(4, true, "Private supper")], unread_count: 2, next_cursor: null },
    };
    const calls = stubServer(publicConfig({ mailConfigured: true }), (url, init) => {
      if (url === "/api/me/notifications") return { body: { ...pages.first!, unread_count: unread } };
      if (url === "/api/me/notifications?cursor=8") return { body: { ...pages.older!, unread_count: unread } };
      if (url === "/api/me/notifications/read" && init?.method === "POST") {
        unread = 0;
        pages.first = { ...pages.first!, notices: pages.first!.notices.map((n) => ({ ...n, read: true })) };
        return { body: { unread_count: 0 } };
      }
      return undefined;
    });
    renderAt("/notifications", <NotificationsPage />);
    const list = await screen.findByRole("list", { name: "Your notifications" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("link").textContent)).toEqual([
      "Lise Meitner mentioned you on “Autumn Salon Dinner”",
      "Lise Meitner mentioned you on “Autumn Salon Dinner”",
    ]);
    expect(within(items[0]!).getByRole("link")).toHaveAttribute("href", "/events/autumn?tab=notes#comment-9");
    expect(within(list).getAllByText("Unread")).toHaveLength(2);
    expect(screen.getByRole("status")).toHaveTextContent("2 unread");

    await userEvent.click(screen.getByRole("button", { name: "Show older notifications" }));
    await within(list).findByRole("link", { name: "Lise Meitner mentioned you on “Private supper”" });
    expect(screen.queryByRole("button", { name: "Show older notifications" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("All read"));
    await waitFor(() => expect(within(list).queryAllByText("Unread")).toHaveLength(0));
    expect(screen.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
    const marked = calls.find((call) => call.url === "/api/me/notifications/read");
    expect(JSON.parse(String(marked!.init!.body))).toEqual({ all: true });
  }, 20_000);

  it("says what to do next when there is nothing", async () => {
    stubServer(publicConfig({ mailConfigured: true }), (url) =>
      url === "/api/me/notifications" ? { body: { notices: [], unread_count: 0, next_cursor: null } } : undefined,
    );
    renderAt("/notifications", <NotificationsPage />);
    expect(
      await screen.findByText(
        "Nothing yet. When a member mentions you, replies to your event or photo, or invites you, it appears here.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  });
});
