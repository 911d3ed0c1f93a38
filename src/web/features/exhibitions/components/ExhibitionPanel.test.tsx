import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Exhibit, Exhibition } from "../../../../shared/exhibitions.ts";
import { renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { ExhibitionPanel } from "./ExhibitionPanel.tsx";

const EVENT = "0190a1b2-0000-7000-8000-000000000001";
const URL = `/api/events/${EVENT}/exhibits`;

const exhibit = (overrides: Partial<Exhibit> = {}): Exhibit => ({
  image_id: "img-harbour",
  title: "Harbour at Dusk",
  medium: "Oil on linen",
  member: { user_id: 21, name: "Berthe Morisot" },
  thumbnail_url: "/media/img-harbour/thumb.webp",
  display_url: "/media/img-harbour/display.webp",
  width: 400,
  height: 300,
  placeholder_color: "#2d3a5c",
  mine: false,
  may_withdraw: false,
  ...overrides,
});
const exhibition = (overrides: Partial<Exhibition> = {}): Exhibition => ({
  event_id: EVENT,
  exhibition: true,
  inside_visible: true,
  closed: false,
  exhibits: [],
  may_exhibit: true,
  may_manage: false,
  fee: 0,
  currency: "USD",
  ...overrides,
});
const piece = (image_id: string, title: string) => ({
  image_id,
  title,
  medium: "Watercolour",
  note: "",
  thumbnail_url: `/media/${image_id}/thumb.webp`,
  display_url: `/media/${image_id}/display.webp`,
  width: 400,
  height: 300,
  placeholder_color: "#7a9a82",
});
const showcase =
  (...pieces: ReturnType<typeof piece>[]) =>
  (url: string) =>
    url === "/api/me/showcase" ? { body: { pieces, choices: [] } } : undefined;
const reading = (answer: Exhibition) => (url: string, init: RequestInit | undefined) =>
  url === URL && (init?.method ?? "GET") === "GET" ? { body: answer } : undefined;
const answering = (method: string, answer: { status?: number; body: unknown }) => (_url: string, init?: RequestInit) =>
  init?.method === method ? answer : undefined;
const refusal = (status: number, message: string, code: string) => ({
  status,
  body: { error: message, message, code },
});

const render = () => renderAt(`/events/${EVENT}`, <ExhibitionPanel eventId={EVENT} />);
const panel = () => screen.findByRole("region", { name: "Exhibition" });

describe("an event page's Exhibition panel", () => {
  it("shows nothing to a member when the event is no exhibition", async () => {
    const calls = stubServer(reading(exhibition({ exhibition: false, may_exhibit: false })));
    const { container } = render();
    await vi.waitFor(() => expect(calls.some((c) => c.url === URL)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });

  it("offers the organiser nothing once the event has begun or was cancelled and is no exhibition", async () => {
    const calls = stubServer(
      reading(exhibition({ exhibition: false, may_manage: true, may_exhibit: false, closed: true })),
    );
    const { container } = render();
    await vi.waitFor(() => expect(calls.some((c) => c.url === URL)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });

  it("lets the organiser make the event an exhibition, then stop it while nothing hangs", async () => {
    const user = userEvent.setup();
    const opened = exhibition({ may_manage: true, may_exhibit: false });
    const calls = stubServer(
      reading(exhibition({ exhibition: false, may_manage: true, may_exhibit: false })),
      answering("PUT", { body: opened }),
    );
    render();
    await user.click(await within(await panel()).findByRole("button", { name: "Make this an exhibition" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Exhibition" })).toBeInTheDocument();
    expect(screen.getByText("No piece is exhibited yet.")).toBeInTheDocument();
    const put = calls.find((c) => c.init?.method === "PUT")!;
    expect(put.url).toBe(`/api/events/${EVENT}/exhibition`);
    expect(JSON.parse(String(put.init!.body))).toEqual({ exhibition: true });

    await user.click(screen.getByRole("button", { name: "Stop the exhibition" }));
    await vi.waitFor(() => expect(calls.filter((c) => c.init?.method === "PUT")).toHaveLength(2));
    expect(JSON.parse(String(calls.filter((c) => c.init?.method === "PUT")[1]!.init!.body))).toEqual({
      exhibition: false,
    });
  });

  it("offers the organiser no Stop while pieces hang, and a Withdraw on each", async () => {
    stubServer(
      reading(
        exhibition({
          may_manage: true,
          may_exhibit: false,
          exhibits: [
            exhibit({ may_withdraw: true }),
            exhibit({ image_id: "img-2", title: "Waltz", may_withdraw: true }),
          ],
        }),
      ),
    );
    render();
    const region = await panel();
    expect(await within(region).findAllByRole("button", { name: /^Withdraw “/ })).toHaveLength(2);
    expect(within(region).queryByRole("button", { name: "Stop the exhibition" })).not.toBeInTheDocument();
  });

  it("lists each piece with its image, title, medium and member, and no Withdraw on another's", async () => {
    stubServer(reading(exhibition({ may_exhibit: false, exhibits: [exhibit()] })), showcase());
    render();
    const item = await within(await panel()).findByRole("listitem");
    expect(within(item).getByRole("img", { name: "Harbour at Dusk" })).toHaveAttribute(
      "src",
      "/media/img-harbour/thumb.webp",
    );
    expect(item).toHaveTextContent("Harbour at DuskOil on linenby Berthe Morisot");
    expect(within(item).queryByRole("button")).not.toBeInTheDocument();
  });

  it("says what exhibiting costs in her tier, exhibits the piece she chose, and says it is exhibited", async () => {
    const user = userEvent.setup();
    const after = exhibition({
      fee: 4500,
      exhibits: [exhibit({ image_id: "img-north", title: "North Sea", mine: true, may_withdraw: true })],
    });
    const calls = stubServer(
      reading(exhibition({ fee: 4500 })),
      showcase(piece("img-harbour", "Harbour at Dusk"), piece("img-north", "North Sea")),
      answering("POST", { status: 201, body: after }),
    );
    render();
    const region = await panel();
    const select = await within(region).findByLabelText("Your piece");
    expect(select).toHaveAccessibleDescription(
      "Exhibiting costs $45.00 in your tier, charged to your membership ledger.",
    );
    await user.selectOptions(select, "North Sea");
    await user.click(within(region).getByRole("button", { name: "Exhibit this piece" }));
    expect(await within(region).findByRole("status")).toHaveTextContent("Your piece is exhibited.");
    const post = calls.find((c) => c.init?.method === "POST")!;
    expect(post.url).toBe(URL);
    expect(JSON.parse(String(post.init!.body))).toEqual({ image_id: "img-north" });
    // Only the piece not yet shown is offered now; hers has a Withdraw.
    expect(
      within(region)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Harbour at Dusk"]);
    expect(within(region).getByRole("button", { name: "Withdraw “North Sea”" })).toBeInTheDocument();
  });

  it("says exhibiting is free in a tier without a fee, and keeps the word once her last piece is up", async () => {
    const user = userEvent.setup();
    stubServer(
      reading(exhibition()),
      showcase(piece("img-harbour", "Harbour at Dusk")),
      answering("POST", { status: 201, body: exhibition({ exhibits: [exhibit({ mine: true, may_withdraw: true })] }) }),
    );
    render();
    const region = await panel();
    expect(await within(region).findByText("Exhibiting is free in your tier.")).toBeInTheDocument();
    await user.click(within(region).getByRole("button", { name: "Exhibit this piece" }));
    expect(await within(region).findByRole("status")).toHaveTextContent("Your piece is exhibited.");
    expect(within(region).queryByLabelText("Your piece")).not.toBeInTheDocument();
  });

  it("sends her to her showcase when she has no piece in it", async () => {
    stubServer(reading(exhibition()), showcase());
    render();
    expect(
      await within(await panel()).findByText("Add pieces to your showcase (Settings → Profile) to exhibit them."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Exhibit this piece" })).not.toBeInTheDocument();
  });

  it("shows the server's refusal when exhibiting fails", async () => {
    const user = userEvent.setup();
    stubServer(
      reading(exhibition()),
      showcase(piece("img-harbour", "Harbour at Dusk")),
      answering("POST", refusal(409, "This piece is in the exhibition already.", "conflict")),
    );
    render();
    const region = await panel();
    await user.click(await within(region).findByRole("button", { name: "Exhibit this piece" }));
    expect(await within(region).findByRole("alert")).toHaveTextContent("This piece is in the exhibition already.");
    expect(within(region).queryByRole("status")).not.toBeInTheDocument();
  });

  it("withdraws her piece, and shows a refusal to withdraw", async () => {
    const user = userEvent.setup();
    const calls = stubServer(
      reading(exhibition({ exhibits: [exhibit({ mine: true, may_withdraw: true })] })),
      showcase(piece("img-harbour", "Harbour at Dusk")),
      answering(
        "DELETE",
        refusal(403, "Only the member who exhibited a piece withdraws it, before the exhibition begins.", "forbidden"),
      ),
    );
    render();
    const region = await panel();
    await user.click(await within(region).findByRole("button", { name: "Withdraw “Harbour at Dusk”" }));
    expect(await within(region).findByRole("alert")).toHaveTextContent(
      "Only the member who exhibited a piece withdraws it, before the exhibition begins.",
    );
    expect(calls.find((c) => c.init?.method === "DELETE")!.url).toBe(`${URL}/img-harbour`);
  });

  it("tells a lapsed member why she cannot exhibit, with the way to renew", async () => {
    stubServer(reading(exhibition({ may_exhibit: false, exhibits: [exhibit()] })));
    render();
    const region = await panel();
    expect(
      await within(region).findByText(/Your membership has lapsed, so you cannot exhibit a piece\./),
    ).toBeVisible();
    expect(within(region).getByRole("link", { name: "Renew it on My membership" })).toHaveAttribute(
      "href",
      "/settings#membership",
    );
    expect(within(region).queryByLabelText("Your piece")).not.toBeInTheDocument();
  });

  it("once the exhibition has opened, says its pieces are fixed and offers no piece to add", async () => {
    stubServer(reading(exhibition({ closed: true, may_exhibit: false, exhibits: [exhibit({ mine: true })] })));
    render();
    const region = await panel();
    expect(await within(region).findByText("The exhibition has opened: its pieces are fixed.")).toBeInTheDocument();
    expect(within(region).queryByText(/lapsed/)).not.toBeInTheDocument();
    expect(within(region).queryByText(/until the exhibition opens/)).not.toBeInTheDocument();
    expect(within(region).queryByRole("button")).not.toBeInTheDocument();
  });

  it("tells those outside a confidential gathering that only those attending see the exhibits", async () => {
    stubServer(reading(exhibition({ inside_visible: false, may_exhibit: false })));
    render();
    const region = await panel();
    expect(await within(region).findByText("Only those attending see the exhibits.")).toBeInTheDocument();
    expect(within(region).queryByRole("list")).not.toBeInTheDocument();
    expect(within(region).queryByText(/lapsed/)).not.toBeInTheDocument();
  });
});
