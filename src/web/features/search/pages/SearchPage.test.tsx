import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { SearchAnswer } from "../../../../shared/search.ts";
import { renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { HeaderSearch } from "../components/HeaderSearch.tsx";
import { SearchPage } from "./SearchPage.tsx";

configure({ asyncUtilTimeout: 5000 });

/** The page names the tab with the club's name from /api/config too: only the searches count here. */
const searchCalls = (calls: ReadonlyArray<{ url: string }>) =>
  calls.filter((call) => call.url.startsWith("/api/search"));

const empty = { total: 0, results: [], next_cursor: null };
const answer: SearchAnswer = {
  query: "sonoma",
  words: ["sonoma"],
  groups: [
    {
      kind: "events",
      total: 7,
      next_cursor: "5",
      results: [
        {
          kind: "events",
          id: "e1",
          title: [
            { text: "Wine evening in ", match: false },
            { text: "Sonoma", match: true },
          ],
          detail: "Sonoma",
          snippet: [
            { text: "<img src=x onerror=alert(1)> pinot in ", match: false },
            { text: "Sonoma", match: true },
          ],
          path: "/events/e1",
          at: "2031-06-14T22:00:00.000Z",
        },
      ],
    },
    { kind: "members", ...empty },
    { kind: "photos", ...empty },
    { kind: "stays", ...empty },
    { kind: "comments", ...empty },
    {
      kind: "messages",
      total: 1,
      next_cursor: null,
      results: [
        {
          kind: "messages",
          id: "41",
          title: [{ text: "Piers Langford", match: false }],
          detail: null,
          snippet: [
            { text: "Back from ", match: false },
            { text: "Sonoma", match: true },
            { text: " with the case.", match: false },
          ],
          path: "/messages/c1#message-41",
          at: "2031-06-14T22:00:00.000Z",
        },
      ],
    },
  ],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

afterEach(() => localStorage.clear());

describe("search", () => {
  it("the header's box: / focuses it (not while typing in a field), Enter opens /search with her words", async () => {
    const user = userEvent.setup();
    renderAt(
      "/member-home",
      <>
        <HeaderSearch />
        <input aria-label="Elsewhere" />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </>,
    );
    const box = screen.getByRole("searchbox", { name: "Search the club" });
    await user.click(screen.getByLabelText("Elsewhere"));
    await user.keyboard("/");
    expect(box).not.toHaveFocus();
    expect(screen.getByLabelText("Elsewhere")).toHaveValue("/");
    (document.activeElement as HTMLElement).blur();
    await user.keyboard("/");
    expect(box).toHaveFocus();
    await user.keyboard("Zoë Lisboa{Enter}");
    expect(screen.getByTestId("where")).toHaveTextContent("/search?q=Zo%C3%AB%20Lisboa");
    expect(JSON.parse(localStorage.getItem("salon.recent-searches")!)).toEqual(["Zoë Lisboa"]);
  });

  it("groups what was found, marks the matched words, and writes the snippet as text, never as HTML", async () => {
    const calls = stubServer((url) => (url.startsWith("/api/search?") ? { body: answer } : undefined));
    renderAt("/search?q=sonoma", <SearchPage />);
    const events = await screen.findByRole("region", { name: "Events 7" });
    const link = within(events).getByRole("link", { name: "Wine evening in Sonoma" });
    expect(link).toHaveAttribute("href", "/events/e1");
    expect(within(link).getByText("Sonoma").tagName).toBe("MARK");
    expect(events.querySelector("img")).toBeNull();
    expect(within(events).getByText(/<img src=x/)).toBeInTheDocument();
    expect(within(events).getByRole("link", { name: "See all 7 events" })).toHaveAttribute(
      "href",
      "/search?q=sonoma&kind=events",
    );
    expect(screen.queryByRole("region", { name: /Members/ })).toBeNull();
    const messages = screen.getByRole("region", { name: "Messages 1" });
    expect(within(messages).getByRole("link", { name: "Piers Langford" })).toHaveAttribute(
      "href",
      "/messages/c1#message-41",
    );
    expect(within(messages).getByText("Sonoma").tagName).toBe("MARK");
    expect(screen.queryByRole("region", { name: /Comments/ })).toBeNull();
    expect(searchCalls(calls)[0]!.url).toBe("/api/search?q=sonoma");
    await waitFor(() => expect(JSON.parse(localStorage.getItem("salon.recent-searches")!)).toEqual(["sonoma"]));
  });

  it("shows her recent searches on the empty page, kept on this device, and clears them", async () => {
    localStorage.setItem("salon.recent-searches", JSON.stringify(["sonoma", "zoe"]));
    const calls = stubServer();
    const user = userEvent.setup();
    renderAt("/search", <SearchPage />);
    const recent = screen.getByRole("region", { name: "Recent searches" });
    expect(within(recent).getByRole("link", { name: "sonoma" })).toHaveAttribute("href", "/search?q=sonoma");
    await user.click(within(recent).getByRole("button", { name: "Clear recent searches" }));
    expect(screen.getByText("Your recent searches are kept on this device only.")).toBeInTheDocument();
    expect(localStorage.getItem("salon.recent-searches")).toBeNull();
    expect(searchCalls(calls)).toEqual([]);
  });

  it("asks for two letters before searching, and says when nothing is found", async () => {
    const calls = stubServer((url) =>
      url.startsWith("/api/search?")
        ? { body: { ...answer, query: "zzz", groups: answer.groups.map((g) => ({ ...g, ...empty })) } }
        : undefined,
    );
    renderAt("/search?q=a", <SearchPage />);
    expect(screen.getByText("Type at least two letters.")).toBeInTheDocument();
    expect(searchCalls(calls)).toEqual([]);
    renderAt("/search?q=zzz", <SearchPage />);
    expect(await screen.findByText("Nothing found for “zzz”.", { selector: ".search-nothing" })).toBeInTheDocument();
  });
});
