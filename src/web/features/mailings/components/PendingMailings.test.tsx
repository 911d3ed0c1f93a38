import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { admin, authStatus, publicConfig, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { PendingMailings } from "./PendingMailings.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const NOW = Date.parse("2031-05-01T14:00:00Z");
const NOBODY_LEFT_OUT = { total: 0, byReason: { deactivated: 0, lapsed: 0, unsubscribed: 0 }, members: [] };

/** One mailing of another admin's awaiting approval, and its review with the club's cancel window. */
function serveAwaiting({ windowMinutes, scheduledFor }: { windowMinutes: number; scheduledFor: string | null }) {
  const mailing = {
    id: 12,
    subject: "Autumn programme",
    recipientGroup: "all",
    eventId: null,
    sender: { user_id: 2, name: "Ada Lovelace" },
    created_at: new Date(NOW - 60_000).toISOString(),
    recipients: 40,
    delivery: { pending: 40, sent: 0, dropped: 0, failed: 0 },
    control: {
      state: "awaiting_approval",
      scheduledFor,
      sendAt: null,
      approvedBy: null,
      approvedAt: null,
      cancelledBy: null,
      cancelledAt: null,
      withdrawn: null,
    },
  };
  const review = {
    id: 12,
    subject: "Autumn programme",
    recipientGroup: "all",
    eventId: null,
    sender: mailing.sender,
    created_at: mailing.created_at,
    recipients: 40,
    leftOut: NOBODY_LEFT_OUT,
    state: "awaiting_approval",
    scheduledFor,
    sendAt: null,
    text: "The autumn programme is out.",
    cancelWindowMinutes: windowMinutes,
  };
  stubServer(
    authStatus(admin),
    publicConfig({ mailConfigured: true }),
    (url) => (url.startsWith("/api/admin/mailings/12/review") ? { body: review } : undefined),
    (url) => (url.startsWith("/api/admin/mailings?") ? { body: [mailing] } : undefined),
  );
}

/** Opens the review, then the approval's confirmation, and answers what it says. */
async function approvalQuestion() {
  const user = userEvent.setup();
  renderAt("/mail", <PendingMailings />);
  await user.click(await screen.findByRole("button", { name: "Review the mailing “Autumn programme”" }));
  await user.click(await screen.findByRole("button", { name: "Approve and send" }));
  return within(await screen.findByRole("dialog")).getByText(/^Approve “Autumn programme”\?/).textContent;
}

describe("the approval's confirmation says when the mailing leaves", () => {
  it("after the cancel window, when the club keeps one", async () => {
    vi.spyOn(Date, "now").mockReturnValue(NOW);
    serveAwaiting({ windowMinutes: 10, scheduledFor: null });
    expect(await approvalQuestion()).toBe(
      "Approve “Autumn programme”? It goes to 40 members once its cancel window of 10 minutes has passed.",
    );
  });

  it("at once, when the club keeps no cancel window", async () => {
    vi.spyOn(Date, "now").mockReturnValue(NOW);
    serveAwaiting({ windowMinutes: 0, scheduledFor: null });
    expect(await approvalQuestion()).toBe("Approve “Autumn programme”? It goes to 40 members at once.");
  });

  it("at its scheduled time, when that comes after the window", async () => {
    vi.spyOn(Date, "now").mockReturnValue(NOW);
    serveAwaiting({ windowMinutes: 0, scheduledFor: "2031-05-02T13:30:00.000Z" });
    expect(await approvalQuestion()).toBe(
      "Approve “Autumn programme”? It goes to 40 members at its scheduled time, May 2, 2031, 9:30 AM.",
    );
  });

  it("after the window, when its scheduled time comes before the window ends", async () => {
    vi.spyOn(Date, "now").mockReturnValue(NOW);
    serveAwaiting({ windowMinutes: 10, scheduledFor: "2031-05-01T14:05:00.000Z" });
    expect(await approvalQuestion()).toBe(
      "Approve “Autumn programme”? It goes to 40 members once its cancel window of 10 minutes has passed.",
    );
  });

  it("at once, when its scheduled time has passed and the club keeps no window", async () => {
    vi.spyOn(Date, "now").mockReturnValue(NOW);
    serveAwaiting({ windowMinutes: 0, scheduledFor: "2031-05-01T13:00:00.000Z" });
    expect(await approvalQuestion()).toBe("Approve “Autumn programme”? It goes to 40 members at once.");
  });
});
