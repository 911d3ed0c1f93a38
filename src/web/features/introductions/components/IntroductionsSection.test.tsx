import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Introduction } from "../../../../shared/introductions.ts";
import { renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { IntroductionsSection } from "./IntroductionsSection.tsx";

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const ada = { user_id: 7, name: "Ada Lovelace" };
const iris = { user_id: 8, name: "Iris Murdoch" };
const mary = { user_id: 9, name: "Mary Shelley" };
const ID = "01900000-0000-7000-8000-0000000000a1";
const introduction = (over: Partial<Introduction>): Introduction => ({
  id: ID,
  role: "introducer",
  state: "asked",
  asker: ada,
  introducer: iris,
  to: mary,
  reason: "We both paint.",
  note: null,
  actions: ["forward", "decline"],
  conversation_id: null,
  created_at: "2026-11-28T21:00:00.000Z",
  ...over,
});

describe("Messages → Introductions", () => {
  it("the introducer reads the reason and forwards with a note", async () => {
    const user = userEvent.setup();
    const calls = stubServer((url, init) => {
      if (url === "/api/introductions") return { body: { introductions: [introduction({})] } };
      if (url === `/api/introductions/${ID}/forward` && init?.method === "POST")
        return { body: introduction({ state: "forwarded", note: "Meet!", actions: [] }) };
      return undefined;
    });
    renderAt("/messages", <IntroductionsSection />);
    const item = (await screen.findByText("Ada Lovelace asks you to introduce them to Mary Shelley.")).closest("li")!;
    expect(within(item).getByText("We both paint.")).toBeInTheDocument();
    const forward = within(item).getByRole("button", { name: "Introduce them" });
    expect(forward).toBeDisabled();
    await user.type(within(item).getByLabelText("A note for them both"), "Meet!");
    await user.click(forward);
    const sent = calls.find((call) => call.url === `/api/introductions/${ID}/forward`);
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ note: "Meet!" });
  });

  it("the asker sees 'not now' and no buttons; a made one links to its conversation", async () => {
    stubServer((url) =>
      url === "/api/introductions"
        ? {
            body: {
              introductions: [
                introduction({ role: "asker", state: "not-now", actions: [] }),
                introduction({
                  id: "01900000-0000-7000-8000-0000000000a2",
                  role: "asker",
                  state: "made",
                  to: iris,
                  actions: [],
                  conversation_id: "01900000-0000-7000-8000-0000000000c1",
                }),
              ],
            },
          }
        : undefined,
    );
    renderAt("/messages", <IntroductionsSection />);
    expect(await screen.findByText("Your introduction to Mary Shelley: not now.")).toBeInTheDocument();
    expect(screen.getByText("Iris Murdoch accepted your introduction.")).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "Open the conversation" })).toHaveAttribute(
      "href",
      "/messages/01900000-0000-7000-8000-0000000000c1",
    );
  });
});
