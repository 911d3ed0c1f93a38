import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Message, MessagesPage as Page } from "../../../../shared/conversations.ts";
import { renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { MessagesPage } from "./MessagesPage.tsx";

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const ID = "01900000-0000-7000-8000-000000000001";
const conversation = {
  id: ID,
  members: [{ user_id: 3, name: "Mary Shelley" }],
  last_message: null,
  last_activity_at: "2026-11-28T21:00:00.000Z",
  unread_count: 0,
  stay_request_id: null,
  introduction: null,
  writable: true,
};
const message = (id: number, text: string, mine: boolean): Message => ({
  id,
  author: mine ? { user_id: 7, name: "Ada Lovelace" } : { user_id: 3, name: "Mary Shelley" },
  text,
  created_at: "2026-11-28T21:00:00.000Z",
  mine,
});

/** A stand-in for the browser's EventSource: the test sends its events. */
class FakeStream {
  static opened: FakeStream[] = [];
  listeners: Record<string, Array<(event: MessageEvent<string>) => void>> = {};
  closed = false;
  url: string;
  constructor(url: string) {
    this.url = url;
    FakeStream.opened.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    (this.listeners[name] ??= []).push(listener);
  }
  close() {
    this.closed = true;
  }
  send(name: string, data: unknown) {
    for (const listener of this.listeners[name] ?? []) listener(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeStream.opened = [];
});

function serve(messages: Message[]) {
  return stubServer((url, init) => {
    if (url === "/api/conversations") return { body: { conversations: [conversation] } };
    if (url === `/api/conversations/${ID}/messages` && (init?.method ?? "GET") === "GET")
      return { body: { conversation, messages, next_cursor: null } satisfies Page };
    if (url === "/api/messages/11/report" && init?.method === "POST") return { status: 201, body: { reported: true } };
    return undefined;
  });
}

const renderPage = () =>
  renderAt(
    `/messages/${ID}`,
    <Routes>
      <Route path="/messages/:id?" element={<MessagesPage />} />
    </Routes>,
  );

describe("the open conversation", () => {
  it("shows a new message when her stream tells of one, read again through the API", async () => {
    vi.stubGlobal("EventSource", FakeStream);
    const messages = [message(10, "Shall we meet before the salon?", true)];
    const calls = serve(messages);
    renderPage();
    await screen.findByText("Shall we meet before the salon?");
    expect(screen.queryByText("Yes, at seven.")).toBeNull();

    messages.push(message(11, "Yes, at seven.", false));
    const before = calls.filter((call) => call.url === `/api/conversations/${ID}/messages`).length;
    FakeStream.opened[0]!.send("notice", { id: 5, kind: "message", subject: { kind: "conversation", id: ID } });
    await screen.findByText("Yes, at seven.");
    expect(calls.filter((call) => call.url === `/api/conversations/${ID}/messages`).length).toBeGreaterThan(before);
  });

  it("reads her list again once she opens a conversation it counts unread: the count goes", async () => {
    let read = false;
    stubServer((url, init) => {
      if (url === "/api/conversations")
        return { body: { conversations: [{ ...conversation, unread_count: read ? 0 : 2 }] } };
      if (url === `/api/conversations/${ID}/messages` && (init?.method ?? "GET") === "GET") {
        read = true;
        return { body: { conversation, messages: [message(11, "Yes, at seven.", false)], next_cursor: null } };
      }
      return undefined;
    });
    renderAt(
      "/messages",
      <Routes>
        <Route path="/messages/:id?" element={<MessagesPage />} />
      </Routes>,
    );
    await screen.findByText("2 unread");
    await userEvent.click(screen.getByRole("link", { name: /Mary Shelley/ }));
    await screen.findByText("Yes, at seven.");
    await waitFor(() => expect(screen.queryByText("2 unread")).toBeNull());
  });

  it("reports another member's message from a dialog that Escape closes; her own has no Report", async () => {
    const calls = serve([message(10, "Hello", true), message(11, "Buy my paintings!", false)]);
    renderPage();
    await screen.findByText("Buy my paintings!");
    const buttons = screen.getAllByRole("button", { name: /^Report this message from/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName("Report this message from Mary Shelley");

    await userEvent.click(buttons[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Report this message to the admins" });
    expect(within(dialog).getByLabelText("Why (optional)")).toBeInTheDocument();
    // jsdom does not turn Escape into the dialog's cancel event as a browser does (the journey presses Escape).
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Send the report" })).toBeNull());
    expect(calls.some((call) => call.url === "/api/messages/11/report")).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: "Report this message from Mary Shelley" }));
    const reopened = await screen.findByRole("dialog", { name: "Report this message to the admins" });
    await userEvent.type(within(reopened).getByLabelText("Why (optional)"), "Selling to members");
    await userEvent.click(within(reopened).getByRole("button", { name: "Send the report" }));
    await screen.findByText("Thank you: the admins have this message and will look at it.");
    const sent = calls.find((call) => call.url === "/api/messages/11/report");
    expect(JSON.parse(String(sent!.init!.body))).toEqual({ reason: "Selling to members" });
    expect(screen.queryByRole("button", { name: "Report this message from Mary Shelley" })).toBeNull();
  });

  it("sends a reason of its own when she gives none (the route asks for one)", async () => {
    const calls = serve([message(11, "Buy my paintings!", false)]);
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Report this message from Mary Shelley" }));
    await userEvent.click(await screen.findByRole("button", { name: "Send the report" }));
    await screen.findByText("Thank you: the admins have this message and will look at it.");
    const sent = calls.find((call) => call.url === "/api/messages/11/report");
    expect(JSON.parse(String(sent!.init!.body))).toEqual({ reason: "No reason given." });
  });
});
