import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { Image } from "../../../../shared/gallery.ts";
import { authStatus, member, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { GalleryPage } from "./GalleryPage.tsx";

// The whole web suite runs in parallel: give the first render of a file time to arrive.
configure({ asyncUtilTimeout: 5000 });

const image = (id: string, over: Partial<Image> = {}): Image => {
  const variant = { url: `/media/images/${id}.webp`, width: 480, height: 320 };
  return {
    withheld: false,
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
    // The dialog is named by the image's title.
    const dialog = await screen.findByRole("dialog", { name: "Far back" });
    expect(within(dialog).getByText(/Uploaded by/)).toHaveTextContent("Uploaded by Ada Lovelace on Jan 2, 2025");
    expect(calls.some((c) => c.url === "/api/images/deep")).toBe(true);
    // One Close: the header's.
    expect(within(dialog).getAllByRole("button", { name: "Close" })).toHaveLength(1);
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent(/^\/gallery$/));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("puts ?image= in the URL when an image is clicked", async () => {
    stubServer(...server(listed));
    renderAt("/gallery", page);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Photo a" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/gallery?image=a");
    expect(await screen.findByRole("dialog", { name: "Photo a" })).toBeInTheDocument();
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
    // Only what she may delete is shown: someone else's image is not.
    expect(screen.queryByRole("button", { name: "Photo b" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("button", { name: "Delete Selected" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Photo b" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Manage Media" }));
    expect(screen.getByRole("button", { name: "Delete Selected" })).toBeDisabled();
  });

  it("manage mode says so when none of the photographs is hers to delete", async () => {
    stubServer(...server([image("c", { can_edit: false, title: "Photo c" })]));
    const user = userEvent.setup();
    renderAt("/gallery", page);
    await screen.findByRole("button", { name: "Photo c" });
    await user.click(screen.getByRole("button", { name: "Manage Media" }));
    expect(screen.getByText("Nothing here for you to delete")).toBeInTheDocument();
    expect(
      screen.getByText("You may delete only the photographs you shared, and none of these is yours."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Photo c" })).not.toBeInTheDocument();
  });

  it("+ Upload Media opens a dialog: the chosen files, a title, tags and an event for the batch, then each file's progress", async () => {
    const sent: FormData[] = [];
    class FakeRequest {
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      status = 201;
      responseText = JSON.stringify(image("new"));
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      withCredentials = false;
      open() {}
      setRequestHeader() {}
      getResponseHeader() {
        return null;
      }
      send(form: FormData) {
        sent.push(form);
        setTimeout(() => this.onload?.(), 0);
      }
    }
    vi.stubGlobal("XMLHttpRequest", FakeRequest);
    stubServer(...server(listed).slice(0, 2), (url: string) =>
      url === "/api/events" ? { body: [{ id: "e1", title: "Summer supper" }] } : undefined,
    );
    const user = userEvent.setup();
    renderAt("/gallery", page);
    await user.click(await screen.findByRole("button", { name: "+ Upload Media" }));
    const dialog = screen.getByRole("dialog", { name: "Upload Media" });
    expect(within(dialog).getByRole("button", { name: "Upload" })).toBeDisabled();
    await user.upload(within(dialog).getByLabelText("Choose images to upload"), [
      new File(["x"], "dusk.jpg", { type: "image/jpeg" }),
      new File(["y"], "noon.png", { type: "image/png" }),
    ]);
    expect(within(within(dialog).getByRole("list", { name: "Chosen images" })).getAllByRole("listitem")).toHaveLength(
      2,
    );
    await user.type(within(dialog).getByLabelText("Title (optional)"), "Terrace");
    await user.type(within(dialog).getByLabelText("Tags (optional)"), "summer, terrace");
    await user.selectOptions(await within(dialog).findByLabelText("Event (optional)"), "e1");
    await user.click(within(dialog).getByRole("button", { name: "Upload 2 images" }));
    const uploads = within(dialog).getByRole("region", { name: "Uploads" });
    await waitFor(() => expect(within(uploads).getAllByText("Uploaded")).toHaveLength(2));
    expect(sent.map((form) => [form.get("title"), form.get("tags"), form.get("event_id")])).toEqual([
      ["Terrace (1 of 2)", "summer, terrace", "e1"],
      ["Terrace (2 of 2)", "summer, terrace", "e1"],
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog", { name: "Upload Media" })).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
