import { configure, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReportedMessages } from "../../../../shared/conversations.ts";
import { renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { ReportedMessagesPage } from "./ReportedMessagesPage.tsx";

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

describe("the admin's reported messages", () => {
  it("lists each reported message with its author, the reason and who reported it; a link leads back to /admin", async () => {
    const answer: ReportedMessages = {
      reports: [
        {
          report_id: 1,
          message: {
            id: 11,
            author: { user_id: 3, name: "Mary Shelley" },
            text: "Buy my paintings! https://example.org/shop",
            created_at: "2026-11-28T21:00:00.000Z",
          },
          reporter: { user_id: 7, name: "Ada Lovelace" },
          reason: "Selling to members",
          reported_at: "2026-11-28T22:00:00.000Z",
        },
      ],
    };
    stubServer((url) => (url === "/api/admin/reported-messages" ? { body: answer } : undefined));
    renderAt("/admin/reported-messages", <ReportedMessagesPage />);
    const list = await screen.findByRole("list", { name: "Reported messages" });
    const item = within(list).getByRole("listitem");
    expect(item).toHaveTextContent("From Mary Shelley");
    expect(item).toHaveTextContent("Reason: Selling to members");
    expect(item).toHaveTextContent("Reported by Ada Lovelace");
    expect(within(item).getByRole("link", { name: "https://example.org/shop" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the admin" })).toHaveAttribute("href", "/admin");
  });

  it("says when there is none", async () => {
    stubServer((url) => (url === "/api/admin/reported-messages" ? { body: { reports: [] } } : undefined));
    renderAt("/admin/reported-messages", <ReportedMessagesPage />);
    expect(await screen.findByText("No message has been reported.")).toBeInTheDocument();
  });
});
