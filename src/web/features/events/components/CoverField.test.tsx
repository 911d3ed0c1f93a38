import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { sampleEvent } from "../../../../../test/web/kits/sample-event.ts";
import type { EventCover } from "../../../../shared/event-cover.ts";
import { EventCard } from "./EventCard.tsx";
import { EventDialog } from "./EventDialog.tsx";
import { EventLocation } from "./EventLocation.tsx";

const COVER: EventCover = {
  image_id: "0190a1b2-0000-7000-8000-0000000000c0",
  width: 1600,
  height: 900,
  placeholder_color: "#886644",
  placeholder: "data:image/webp;base64,AAAA",
  variants: [
    { url: "/media/images/c/1-thumb.webp", width: 480, height: 270 },
    { url: "/media/images/c/2-display.webp", width: 1600, height: 900 },
  ],
};

/** An XMLHttpRequest that reports its upload's progress in two steps, then answers the event with its cover. */
class FakeUpload {
  static sent: { url: string; body: FormData }[] = [];
  upload = new EventTarget();
  status = 0;
  statusText = "";
  responseText = "";
  responseType = "";
  private url = "";
  private listeners: Record<string, () => void> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: () => void) {
    this.listeners[type] = listener;
  }
  send(body: FormData) {
    FakeUpload.sent.push({ url: this.url, body });
    const progress = (loaded: number) =>
      this.upload.dispatchEvent(Object.assign(new Event("progress"), { lengthComputable: true, loaded, total: 100 }));
    setTimeout(() => progress(40), 0);
    setTimeout(() => {
      this.status = 200;
      this.responseText = JSON.stringify(sampleEvent({ cover: COVER }));
      this.listeners.load?.();
    }, 400);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeUpload.sent = [];
});

describe("the cover image", { timeout: 20_000 }, () => {
  it("shows on the card with srcset, sizes, its dimensions and lazy loading", () => {
    renderAt(
      "/calendar",
      <ul>
        <EventCard event={sampleEvent({ cover: COVER })} />
      </ul>,
    );
    const image = document.querySelector("img.event-card__cover")!;
    expect(image.getAttribute("srcset")).toBe(
      "/media/images/c/1-thumb.webp 480w, /media/images/c/2-display.webp 1600w",
    );
    expect(image.getAttribute("sizes")).toBeTruthy();
    expect(image.getAttribute("width")).toBe("1600");
    expect(image.getAttribute("height")).toBe("900");
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("alt")).toBe("");
  });

  it("is uploaded after the event is created, with its progress shown, and refused before sending when not an image", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeUpload);
    const user = userEvent.setup({ applyAccept: false });
    stubServer((url, init) =>
      url === "/api/events" && init?.method === "POST" ? { status: 201, body: sampleEvent() } : undefined,
    );
    const onSaved = vi.fn();
    renderAt("/calendar", <EventDialog mode="create" onClose={() => {}} onSaved={onSaved} />);
    const input = screen.getByLabelText("Upload an image");
    await user.upload(input, new File(["%PDF"], "menu.pdf", { type: "application/pdf" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please upload a JPEG, PNG, WebP, AVIF or GIF image.");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:cover", revokeObjectURL: () => {} }));
    await user.upload(input, new File(["jpeg"], "cover.jpg", { type: "image/jpeg" }));
    expect(screen.getByAltText("The chosen cover")).toHaveAttribute("src", "blob:cover");
    // Saved from another step: the progress shows whichever step is open.
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    const progress = await screen.findByLabelText("Uploading the cover");
    await vi.waitFor(() => expect(progress).toHaveAttribute("value", "0.4"));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ cover: COVER })));
    expect(FakeUpload.sent[0]!.url).toBe(`/api/events/${sampleEvent().id}/cover`);
    expect((FakeUpload.sent[0]!.body.get("image") as File).name).toBe("cover.jpg");
  });
});

describe("the place", () => {
  it("says the virtual link is for those taking part when the answer has none for the viewer", () => {
    renderAt("/e", <EventLocation event={{ ...sampleEvent({ is_physical: false }), virtual_link: undefined }} />);
    expect(screen.getByText("The link is shown to those taking part.")).toBeInTheDocument();
  });

  it("links a physical event's address to an OpenStreetMap search in a new tab, without the opener", () => {
    renderAt("/e", <EventLocation event={sampleEvent()} />);
    const link = screen.getByRole("link", { name: /Open in OpenStreetMap/ });
    expect(link).toHaveAttribute(
      "href",
      `https://www.openstreetmap.org/search?query=${encodeURIComponent("1 Park Avenue, New York, New York 10016, United States")}`,
    );
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });

  it('leaves an empty place out: never the spec\'s placeholder "Unset", and no map link for it', () => {
    const event = sampleEvent({ location: "Unset", city: null, state: null, zip_code: null, country: null });
    const { container } = renderAt("/e", <EventLocation event={event} />);
    expect(container).not.toHaveTextContent("Unset");
    expect(screen.queryByRole("link", { name: /Open in OpenStreetMap/ })).not.toBeInTheDocument();
  });

  it('shows the rest of the address without "Unset" when only the street is the placeholder', () => {
    const { container } = renderAt("/e", <EventLocation event={sampleEvent({ location: "Unset" })} />);
    expect(container).not.toHaveTextContent("Unset");
    expect(screen.getByRole("link", { name: /Open in OpenStreetMap/ })).toHaveAttribute(
      "href",
      `https://www.openstreetmap.org/search?query=${encodeURIComponent("New York, New York 10016, United States")}`,
    );
  });
});
