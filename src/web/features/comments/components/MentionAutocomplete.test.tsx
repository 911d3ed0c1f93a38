import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Comment } from "../../../../shared/comments.ts";
import { authStatus, member, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { CommentsWidget } from "./CommentsWidget.tsx";

configure({ asyncUtilTimeout: 5000 });

const TARGET = "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b";
const mary = { user_id: 42, name: "Mary Shelley", type: "Founding", avatar_url: null };
const marie = { user_id: 43, name: "Marie Curie", type: "Travel Host", avatar_url: null };
const mine: Comment = {
  id: 1,
  content: "Lovely evening with @Marie Curie, see https://example.org/@Mary Shelley",
  username: member.name,
  created_at: new Date(Date.now() - 600_000).toISOString(),
  user_id: member.user_id,
  like_count: 0,
  user_liked: false,
  mentions: [{ user_id: marie.user_id, name: marie.name }],
};
const theirs: Comment = {
  ...mine,
  id: 2,
  content: "Welcome, all",
  user_id: 99,
  username: "Ada Lovelace",
  mentions: [],
};

type Call = { url: string; init: RequestInit | undefined };
function server(list: Comment[] = []) {
  return stubServer(
    authStatus(member),
    (url, init) =>
      url === `/api/comments?commentableId=${TARGET}` && (init?.method ?? "GET") === "GET" ? { body: list } : undefined,
    (url) =>
      url.startsWith("/api/members?")
        ? {
            body: [mary, marie].filter((m) =>
              m.name.toLowerCase().includes(new URL(url, "http://x").searchParams.get("q")!.toLowerCase()),
            ),
          }
        : undefined,
    (url, init) =>
      url === "/api/comments" && init?.method === "POST"
        ? { status: 201, body: { ...mine, id: 7, content: JSON.parse(String(init.body)).content, mentions: [] } }
        : undefined,
    (url, init) =>
      url === "/api/comments/1" && init?.method === "PUT"
        ? { body: { ...mine, content: JSON.parse(String(init.body)).content } }
        : undefined,
  );
}
const bodyOf = (calls: Call[], method: string) =>
  JSON.parse(String(calls.find((c) => c.init?.method === method)!.init!.body));

async function typeInNewComment(text: string) {
  const user = userEvent.setup();
  renderAt("/events/1?tab=notes", <CommentsWidget commentableId={TARGET} />);
  await screen.findByRole("heading", { name: /Comment/ });
  const input = screen.getByLabelText("Add a comment");
  await user.type(input, text);
  return { user, input };
}

describe("mention suggestions in a new comment", () => {
  it("offer members after @ and letters, move with the arrow keys, and Enter writes @Full Name and sends the id", async () => {
    const calls = server();
    const { user, input } = await typeInNewComment("Hello @mar");
    const listbox = await screen.findByRole("listbox", { name: "Members to mention" });
    const options = within(listbox).getAllByRole("option");
    // Each option shows the member's initials (hidden from screen readers), name and type.
    expect(options.map((o) => o.textContent)).toEqual(["MSMary ShelleyFounding", "MCMarie CurieTravel Host"]);
    expect(options[0]!.querySelector("[aria-hidden='true']")).toHaveTextContent("MS");
    expect(input).toHaveAttribute("aria-controls", listbox.id);
    expect(input).toHaveAttribute("aria-activedescendant", options[0]!.id);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("status")).toHaveTextContent("2 members found");

    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", options[1]!.id);
    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", options[0]!.id);
    await user.keyboard("{ArrowUp}");
    expect(input).toHaveAttribute("aria-activedescendant", options[1]!.id);
    await user.keyboard("{Enter}");

    expect(input).toHaveValue("Hello @Marie Curie ");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute("aria-activedescendant");
    await user.type(input, "and you");
    await user.click(screen.getByRole("button", { name: "Post" }));
    await waitFor(() => expect(calls.some((c) => c.init?.method === "POST")).toBe(true));
    expect(bodyOf(calls, "POST")).toEqual({
      content: "Hello @Marie Curie and you",
      commentableId: TARGET,
      mentions: [marie.user_id],
    });
  });

  it("ask the server once the typing pauses, for the words after @", async () => {
    const calls = server();
    await typeInNewComment("@Mary Sh");
    await screen.findByRole("option", { name: /Mary Shelley/ });
    const searches = calls
      .filter((c) => c.url.startsWith("/api/members?"))
      .map((c) => new URL(c.url, "http://x").searchParams.get("q"));
    expect(searches.at(-1)).toBe("Mary Sh");
    expect(searches.length).toBeLessThan("Mary Sh".length);
  });

  it("close on Escape, keep the text, and stay closed for that @ while typing on", async () => {
    server();
    const { user, input } = await typeInNewComment("@ma");
    await screen.findByRole("listbox");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(input).toHaveValue("@ma");
    await user.type(input, "r");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    await user.type(input, " and @ma");
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
  });

  it("choose with Tab or with the mouse; the id is sent only while the name stays in the text", async () => {
    const calls = server();
    const { user, input } = await typeInNewComment("@mary");
    await screen.findByRole("listbox");
    await user.keyboard("{Tab}");
    expect(input).toHaveValue("@Mary Shelley ");
    await user.type(input, "and @cur");
    await user.click(await screen.findByRole("option", { name: /Marie Curie/ }));
    expect(input).toHaveValue("@Mary Shelley and @Marie Curie ");
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, "Only @Marie Curie now");
    await user.click(screen.getByRole("button", { name: "Post" }));
    await waitFor(() => expect(calls.some((c) => c.init?.method === "POST")).toBe(true));
    expect(bodyOf(calls, "POST").mentions).toEqual([marie.user_id]);
  });

  it("leave no double space after a chosen mention, and let a comma take the space's place", async () => {
    const calls = server();
    const { user, input } = await typeInNewComment("Hello @mar");
    await screen.findByRole("listbox");
    await user.keyboard("{Enter}");
    expect(input).toHaveValue("Hello @Mary Shelley ");
    await user.type(input, " and @cur");
    await waitFor(() =>
      expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["MCMarie CurieTravel Host"]),
    );
    await user.keyboard("{Tab}");
    await user.type(input, ", welcome.");
    expect(input).toHaveValue("Hello @Mary Shelley and @Marie Curie, welcome.");
    await user.click(screen.getByRole("button", { name: "Post" }));
    await waitFor(() => expect(calls.some((c) => c.init?.method === "POST")).toBe(true));
    expect(bodyOf(calls, "POST").mentions).toEqual([mary.user_id, marie.user_id]);
  });

  it("let Enter add a line when nothing is offered", async () => {
    server();
    const { user, input } = await typeInNewComment("@zz");
    await new Promise((resolve) => setTimeout(resolve, 400));
    await user.keyboard("{Enter}x");
    expect(input).toHaveValue("@zz\nx");
  });
});

describe("mention suggestions while editing", () => {
  it("make the edit input a combobox; Escape closes the list first, then cancels the edit; Save sends old and new mentions", async () => {
    const calls = server([mine]);
    const user = userEvent.setup();
    renderAt("/events/1?tab=notes", <CommentsWidget commentableId={TARGET} />);
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const input = screen.getByRole("combobox", { name: "Edit comment" });
    expect(input).toHaveAttribute("aria-expanded", "false");
    await user.type(input, " and @shel");
    await screen.findByRole("listbox");
    expect(input).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Edit comment" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("combobox", { name: "Edit comment" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Edit" }));
    await user.type(screen.getByRole("combobox", { name: "Edit comment" }), " and @shel");
    await screen.findByRole("listbox");
    await user.keyboard("{Enter}");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((c) => c.init?.method === "PUT")).toBe(true));
    expect(bodyOf(calls, "PUT")).toEqual({
      content: `${mine.content} and @Mary Shelley`,
      mentions: [marie.user_id, mary.user_id],
    });
  });
});

describe("mentions and emailed links in the list", () => {
  it("set a mentioned member's @Name apart as text, and keep links working", async () => {
    server([mine, theirs]);
    renderAt("/events/1?tab=notes", <CommentsWidget commentableId={TARGET} />);
    const mention = await screen.findByText("@Marie Curie");
    expect(mention).toHaveClass("comment__mention");
    expect(mention.tagName).toBe("SPAN");
    expect(screen.getByRole("link", { name: "https://example.org/@Mary" })).toHaveAttribute(
      "rel",
      expect.stringContaining("noopener"),
    );
  });

  it("open at the comment a link points to (#comment-<id>), set apart and focused", async () => {
    server([mine, theirs]);
    renderAt(`/events/1?tab=notes#comment-${theirs.id}`, <CommentsWidget commentableId={TARGET} />);
    const target = await screen.findByText("Welcome, all").then((p) => p.closest("li")!);
    expect(target).toHaveAttribute("id", "comment-2");
    expect(target).toHaveClass("comment--targeted");
    await waitFor(() => expect(target).toHaveFocus());
    expect(screen.getByText(/Lovely evening/).closest("li")).not.toHaveClass("comment--targeted");
  });
});
