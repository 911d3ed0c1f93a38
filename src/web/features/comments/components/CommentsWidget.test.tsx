import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Comment } from "../../../../shared/comments.ts";
import { admin, authStatus, member, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { resetServerClock } from "../server-clock.ts";
import { CommentsWidget } from "./CommentsWidget.tsx";
import { DEFAULT_CLUB_DATE_SETTINGS, formatDateTime } from "../../../../shared/dates/index.ts";

// The whole web suite runs in parallel: give the first render of a file time to arrive.
configure({ asyncUtilTimeout: 5000 });

const TARGET = "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b";
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const comment = (over: Partial<Comment>): Comment => ({
  id: 1,
  content: "Lovely evening",
  username: "Ada Lovelace",
  created_at: minutesAgo(10),
  user_id: member.user_id,
  like_count: 0,
  user_liked: false,
  mentions: [],
  ...over,
});
const mine = comment({ id: 1, content: "Mine, older", created_at: minutesAgo(120) });
const theirs = comment({
  id: 2,
  content: "Theirs, newer",
  username: "Mary Shelley",
  user_id: 42,
  like_count: 3,
  created_at: minutesAgo(10),
});

type Answer = { status?: number; body: unknown };
const listed = (comments: Comment[] | Answer) => (url: string, init: RequestInit | undefined) =>
  url === `/api/comments?commentableId=${TARGET}` && (init?.method ?? "GET") === "GET"
    ? Array.isArray(comments)
      ? { body: comments }
      : comments
    : undefined;
const on = (method: string, path: string, answer: Answer) => (url: string, init: RequestInit | undefined) =>
  url === path && init?.method === method ? answer : undefined;
const fail = (status: number) => ({ status, body: { error: "No.", message: "No.", code: "x" } });

const show = () => renderAt("/gallery?image=1", <CommentsWidget commentableId={TARGET} />);
const item = (text: string) => screen.getByText(text).closest("li")!;

/** A fetch whose answers to one path wait until the test releases them. */
function holdCalls(path: string) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const original = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === path && init?.method !== undefined && init.method !== "GET") await gate;
    return original(input, init);
  });
  return () => release();
}

describe("CommentsWidget: states", () => {
  it("shows Loading... then the list newest first with the count", async () => {
    stubServer(authStatus(member), listed([mine, theirs]));
    show();
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "2 Comments" })).toBeInTheDocument();
    const items = screen.getAllByRole("listitem").filter((li) => li.classList.contains("comment"));
    expect(items.map((li) => within(li).getByText(/Mine|Theirs/).textContent)).toEqual([
      "Theirs, newer",
      "Mine, older",
    ]);
    expect(within(item("Theirs, newer")).getByText("10 minutes ago")).toBeInTheDocument();
    expect(within(item("Mine, older")).getByText("2 hours ago")).toBeInTheDocument();
  });

  it("shows the empty text", async () => {
    stubServer(authStatus(member), listed([]));
    show();
    expect(await screen.findByText("No comments yet. Be the first to comment!")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "0 Comments" })).toBeInTheDocument();
  });

  it("shows the error line when the list fails", async () => {
    stubServer(authStatus(member), listed(fail(500)));
    show();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch comments");
  });

  it("offers the one sort option, Newest First", async () => {
    stubServer(authStatus(member), listed([]));
    show();
    await userEvent.setup().click(screen.getByRole("button", { name: "Sort: Newest First" }));
    expect(screen.getByRole("button", { name: "Newest First", pressed: true })).toBeVisible();
  });

  it("turns web links into safe links and keeps the rest as text", async () => {
    stubServer(authStatus(member), listed([comment({ content: "See https://example.org/a?b=1. <b>bold</b>" })]));
    show();
    const link = await screen.findByRole("link", { name: "https://example.org/a?b=1" });
    expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
    expect(link).toHaveAttribute("target", "_blank");
    expect(screen.getByText(/<b>bold<\/b>/)).toBeInTheDocument();
  });
});

describe("CommentsWidget: logged out", () => {
  it("a 401 shows the login prompt with a link to /login and no input", async () => {
    stubServer(authStatus(null), listed(fail(401)));
    show();
    expect(await screen.findByText(/Please log in to post a comment\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toMatch(/^\/login/);
    expect(screen.queryByLabelText("Add a comment")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("disables likes with the tooltip when the visitor is logged out", async () => {
    stubServer(authStatus(null), listed([theirs]));
    show();
    const like = await screen.findByRole("button", { name: "Likes 3" });
    expect(like).toBeDisabled();
    expect(like).toHaveAttribute("title", "Log in to like comments");
  });
});

describe("CommentsWidget: when each comment was written", () => {
  afterEach(() => resetServerClock());

  it("reads the time against the server's clock: a comment posted from a browser whose clock runs behind is not in the future", async () => {
    // The server's clock stands three minutes ahead of the browser's: its fresh comment is "now" to the server.
    const serverTime = new Date(Date.now() + 3 * 60_000).toISOString();
    const created = comment({ id: 9, content: "Posted just now", created_at: serverTime });
    stubServer(authStatus(member), listed([theirs]), on("POST", "/api/comments", { status: 201, body: created }));
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    show();
    await screen.findByText("Theirs, newer");
    await user.type(screen.getByLabelText("Add a comment"), "Posted just now");
    await user.click(screen.getByRole("button", { name: "Post" }));
    await screen.findByText("Posted just now");
    expect(within(item("Posted just now")).getByText("commented")).toBeInTheDocument();
    expect(within(item("Theirs, newer")).getByText("13 minutes ago")).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("shows the exact time to the pointer and to the keyboard", async () => {
    stubServer(authStatus(member), listed([theirs]));
    const user = userEvent.setup();
    show();
    await screen.findByText("Theirs, newer");
    const time = within(item("Theirs, newer")).getByRole("button", { name: "10 minutes ago" });
    expect(within(time).getByText("10 minutes ago").closest("time")).toHaveAttribute("datetime", theirs.created_at);
    const exact = formatDateTime(DEFAULT_CLUB_DATE_SETTINGS, theirs.created_at);
    expect(time).toHaveAccessibleDescription(exact);
    await user.tab();
    while (document.activeElement !== time) await user.tab();
    expect(time).toHaveFocus();
    expect(screen.getByRole("tooltip")).toHaveTextContent(exact);
  });
});

describe("CommentsWidget: posting", () => {
  it("shows Post only after focus, disabled while blank, and inserts the new comment first", async () => {
    const created = comment({ id: 9, content: "Count me in", created_at: new Date().toISOString() });
    const calls = stubServer(
      authStatus(member),
      listed([theirs]),
      on("POST", "/api/comments", { status: 201, body: created }),
    );
    const user = userEvent.setup();
    show();
    await screen.findByText("Theirs, newer");
    expect(screen.queryByRole("button", { name: "Post" })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText("Add a comment"));
    expect(screen.getByRole("button", { name: "Post" })).toBeDisabled();
    await user.type(screen.getByLabelText("Add a comment"), "   ");
    expect(screen.getByRole("button", { name: "Post" })).toBeDisabled();
    await user.type(screen.getByLabelText("Add a comment"), "Count me in ");
    await user.click(screen.getByRole("button", { name: "Post" }));
    expect(await screen.findByText("Count me in")).toBeInTheDocument();
    const post = calls.find((c) => c.url === "/api/comments" && c.init?.method === "POST")!;
    expect(JSON.parse(String(post.init!.body))).toEqual({
      content: "Count me in",
      commentableId: TARGET,
      mentions: [],
    });
    expect(screen.getByRole("heading", { name: "2 Comments" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")[0]).toHaveTextContent("Count me in");
    expect(screen.getByLabelText("Add a comment")).toHaveValue("");
    expect(screen.queryByRole("button", { name: "Post" })).not.toBeInTheDocument();
  });

  it("disables Post while the comment is sending", async () => {
    stubServer(
      authStatus(member),
      listed([]),
      on("POST", "/api/comments", { status: 201, body: comment({ id: 5, content: "Hello" }) }),
    );
    const release = holdCalls("/api/comments");
    const user = userEvent.setup();
    show();
    await screen.findByText("No comments yet. Be the first to comment!");
    await user.type(screen.getByLabelText("Add a comment"), "Hello");
    await user.click(screen.getByRole("button", { name: "Post" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Post" })).toBeDisabled());
    release();
    expect(await screen.findByText("Hello")).toBeInTheDocument();
  });

  it("shows the error line when posting fails and keeps the text", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubServer(authStatus(member), listed([]), on("POST", "/api/comments", fail(500)));
    const user = userEvent.setup();
    show();
    await screen.findByText("No comments yet. Be the first to comment!");
    await user.type(screen.getByLabelText("Add a comment"), "Hello");
    await user.click(screen.getByRole("button", { name: "Post" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to post comment");
    expect(screen.getByLabelText("Add a comment")).toHaveValue("Hello");
  });
});

describe("CommentsWidget: likes", () => {
  it("applies a like only once the server agrees", async () => {
    stubServer(
      authStatus(member),
      listed([theirs]),
      on("POST", "/api/comments/2/like", { body: { like_count: 4, user_liked: true } }),
    );
    const release = holdCalls("/api/comments/2/like");
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole("button", { name: "Likes 3", pressed: false }));
    expect(screen.getByRole("button", { name: "Likes 3" })).toBeInTheDocument();
    release();
    expect(await screen.findByRole("button", { name: "Likes 4", pressed: true })).toBeInTheDocument();
  });

  it("unlikes a liked comment", async () => {
    const calls = stubServer(
      authStatus(member),
      listed([{ ...theirs, user_liked: true }]),
      on("DELETE", "/api/comments/2/unlike", { body: { like_count: 2, user_liked: false } }),
    );
    show();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Likes 3", pressed: true }));
    expect(await screen.findByRole("button", { name: "Likes 2", pressed: false })).toBeInTheDocument();
    expect(calls.some((c) => c.url === "/api/comments/2/unlike" && c.init?.method === "DELETE")).toBe(true);
  });

  it("leaves the like unchanged when the server refuses", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const calls = stubServer(authStatus(member), listed([theirs]), on("POST", "/api/comments/2/like", fail(500)));
    show();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Likes 3" }));
    await waitFor(() => expect(calls.some((c) => c.url === "/api/comments/2/like")).toBe(true));
    await waitFor(() => expect(screen.getByRole("button", { name: "Likes 3", pressed: false })).toBeEnabled());
  });
});

describe("CommentsWidget: edit and delete", () => {
  it("shows Edit only on the member's own comment and Delete on own, to members", async () => {
    stubServer(authStatus(member), listed([mine, theirs]));
    show();
    await screen.findByText("Mine, older");
    expect(within(item("Mine, older")).getByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(within(item("Mine, older")).getByRole("button", { name: "Delete" })).toBeInTheDocument();
    expect(within(item("Theirs, newer")).queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(within(item("Theirs, newer")).queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
  });

  it("lets an admin delete anyone's comment but edit none of theirs", async () => {
    const calls = stubServer(
      authStatus(admin),
      listed([mine, theirs]),
      on("DELETE", "/api/comments/2", { body: { ok: true } }),
    );
    show();
    await screen.findByText("Theirs, newer");
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    await userEvent.setup().click(within(item("Theirs, newer")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText("Theirs, newer")).not.toBeInTheDocument());
    expect(calls.some((c) => c.url === "/api/comments/2" && c.init?.method === "DELETE")).toBe(true);
  });

  it("edits one comment at a time and saves through PUT", async () => {
    const older = comment({ id: 3, content: "Also mine", created_at: minutesAgo(300) });
    const calls = stubServer(
      authStatus(member),
      listed([mine, older]),
      on("PUT", "/api/comments/1", { body: { ...mine, content: "Mine, edited" } }),
    );
    const user = userEvent.setup();
    show();
    await user.click(
      within(await screen.findByText("Mine, older").then((p) => p.closest("li")!)).getByRole("button", {
        name: "Edit",
      }),
    );
    expect(screen.getAllByLabelText("Edit comment")).toHaveLength(1);
    await user.click(within(item("Also mine")).getByRole("button", { name: "Edit" }));
    expect(screen.getAllByLabelText("Edit comment")).toHaveLength(1);
    expect(screen.getByLabelText("Edit comment")).toHaveValue("Also mine");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByLabelText("Edit comment")).not.toBeInTheDocument();
    expect(screen.getByText("Also mine")).toBeInTheDocument();

    await user.click(within(item("Mine, older")).getByRole("button", { name: "Edit" }));
    await user.clear(screen.getByLabelText("Edit comment"));
    await user.type(screen.getByLabelText("Edit comment"), "Mine, edited");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Mine, edited")).toBeInTheDocument();
    expect(screen.queryByLabelText("Edit comment")).not.toBeInTheDocument();
    const put = calls.find((c) => c.init?.method === "PUT")!;
    expect(JSON.parse(String(put.init!.body))).toEqual({ content: "Mine, edited", mentions: [] });
  });
});
