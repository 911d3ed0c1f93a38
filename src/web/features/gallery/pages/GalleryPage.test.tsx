import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import type { Image } from "../../../../shared/gallery.ts";
import { authStatus, member, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { GalleryPage } from "./GalleryPage.tsx";

// The whole web suite runs in parallel: give the first render of a file time to arrive.
configure({ asyncUtilTimeout: 5000 });

const image = (id: string, over: Partial<Image> = {}): Image => {
  const variant = { url: `/media/images/${id}.webp`, width: 480, height: 320 };
  return {
    id,
    image_id: id,
    url: variant.url,
    name: `${id}.jpg`,
    title: `Photo ${id}`,
    description: "",
    tags: ["garden"],
    associated_event_id: null,
    author_name: "Ada Lovelace",
    author: "Ada Lovelace",
    upload_date: "2026-03-15T10:00:00.000Z",
    thumbnail_url: variant.url,
    display_url: variant.url,
    width: 480,
    height: 320,
    thumbnail: variant,
    display: variant,
    placeholder: { color: "#886644", data_url: "data:image/webp;base64," },
    can_edit: true,
    ...over,
  };
};
const listed = [image("a"), image("b", { can_edit: false, title: "Photo b" })];
const deep = image("deep", { title: "Far back", upload_date: "2025-01-02T10:00:00.000Z" });

const server = (images: Image[]) => [
  authStatus(member),
  (url: string) => (url.startsWith("/api/images?") ? { body: images } : undefined),
  (url: string) => (url === "/api/images/deep" ? { body: deep } : undefined),
  (url: string) => (url === "/api/events" ? { body: [] } : undefined),
  (url: string) => (url.startsWith("/api/comments?") ? { body: [] } : undefined),
];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}
const page = (
  <>
    <Routes>
      <Route path="/gallery" element={<GalleryPage />} />
    </Routes>
    <Where />
  </>
);

describe("the gallery page", () => {
  it("opens the image named by ?image= even when it is not on a loaded page, and closing removes it", async () => {
    const calls = stubServer(...server(listed));
    renderAt("/gallery?image=deep", page);
    const dialog = await screen.findByRole("dialog", { name: "Detailed Image View" });
    expect(await within(dialog).findByText("Far back")).toBeInTheDocument();
    expect(within(dialog).getByText(/Uploaded by/)).toHaveTextContent("Uploaded by Ada Lovelace on January 2, 2025");
    expect(calls.some((c) => c.url === "/api/images/deep")).toBe(true);
    // The footer's Close (the header's × is also named Close).
    await userEvent.setup().click(within(dialog).getAllByRole("button", { name: "Close" }).at(-1)!);
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent(/^\/gallery$/));
    expect(screen.queryByRole("dialog", { name: "Detailed Image View" })).not.toBeInTheDocument();
  });

  it("puts ?image= in the URL when an image is clicked", async () => {
    stubServer(...server(listed));
    renderAt("/gallery", page);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Photo a" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/gallery?image=a");
    expect(await screen.findByRole("dialog", { name: "Detailed Image View" })).toBeInTheDocument();
  });

  it("groups images under their day and says when there are none", async () => {
    stubServer(...server([]));
    renderAt("/gallery", page);
    expect(await screen.findByText("No images to display")).toBeInTheDocument();
  });

  it("fetches the first screen of photographs at once, the first of them first, and the rest as they near the screen", async () => {
    stubServer(...server(Array.from({ length: 10 }, (_, index) => image(`p${index}`))));
    renderAt("/gallery", page);
    const tiles = await screen.findAllByRole("img");
    expect(tiles).toHaveLength(10);
    expect(tiles.map((tile) => tile.getAttribute("loading"))).toEqual([...Array(8).fill("eager"), "lazy", "lazy"]);
    expect(tiles.map((tile) => tile.getAttribute("fetchpriority"))).toEqual(["high", ...Array(9).fill("auto")]);
  });

  it("manage mode: ticks toggle, Delete Selected needs a selection, Cancel clears it", async () => {
    stubServer(...server(listed));
    const user = userEvent.setup();
    renderAt("/gallery", page);
    await screen.findByRole("button", { name: "Photo a" });
    await user.click(screen.getByRole("button", { name: "Manage Media" }));
    const deleteButton = screen.getByRole("button", { name: "Delete Selected" });
    expect(deleteButton).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Photo a", pressed: false }));
    expect(screen.getByRole("button", { name: "Photo a", pressed: true })).toBeInTheDocument();
    expect(deleteButton).toBeEnabled();
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/gallery$/);
    // Someone else's image cannot be chosen.
    await user.click(screen.getByRole("button", { name: "Photo b" }));
    expect(screen.getByRole("button", { name: "Photo b", pressed: false })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("button", { name: "Delete Selected" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Manage Media" }));
    expect(screen.getByRole("button", { name: "Delete Selected" })).toBeDisabled();
  });
});
