import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { colourOf } from "../../../../shared/profiles.ts";
import { renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { Avatar } from "./Avatar.tsx";
import { AvatarPicker } from "./AvatarPicker.tsx";

const URL_160 = "/media/avatars/7/0123456789abcdef-160.webp";

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.style.removeProperty("--my-avatar");
});

describe("Avatar", () => {
  it("shows her photo at the size that fits, else her initials on her name's colour", () => {
    const { container } = renderAt(
      "/",
      <>
        <Avatar name="Ada Lovelace" avatarUrl={URL_160} size="sm" />
        <Avatar name="Ada Lovelace" avatarUrl={URL_160} size="lg" />
        <Avatar name="Mary Shelley" avatarUrl={null} size="sm" />
      </>,
    );
    const [small, large] = [...container.querySelectorAll("img")];
    expect(small).toHaveAttribute("src", "/media/avatars/7/0123456789abcdef-64.webp");
    expect(small).toHaveAttribute("srcset", `/media/avatars/7/0123456789abcdef-64.webp 1x, ${URL_160} 2x`);
    expect(large).toHaveAttribute("srcset", `${URL_160} 1x, /media/avatars/7/0123456789abcdef-480.webp 2x`);
    const initials = container.querySelector("span.avatar")!;
    expect(initials).toHaveTextContent("MS");
    expect(initials).toHaveAttribute("aria-hidden", "true");
    expect((initials as HTMLElement).style.getPropertyValue("--avatar-colour")).toBe(colourOf("Mary Shelley"));
  });
});

describe("AvatarPicker", () => {
  function Picker() {
    const [url, setUrl] = useState<string | null>(null);
    return <AvatarPicker name="Ada Lovelace" avatarUrl={url} onChange={setUrl} />;
  }

  it("uploads a photo, shows it, points the header at it, then removes it", async () => {
    const calls = stubServer((url, init) => {
      if (url !== "/api/me/avatar") return undefined;
      return init?.method === "POST"
        ? { status: 201, body: { avatar_url: URL_160, placeholder_color: "#445566", placeholder: "data:x" } }
        : { body: { avatar_url: null, placeholder_color: null, placeholder: null } };
    });
    const user = userEvent.setup();
    const { container } = renderAt("/", <Picker />);
    await user.upload(screen.getByLabelText("Upload a photo"), new File(["x"], "me.jpg", { type: "image/jpeg" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Your photo is saved.");
    expect(container.querySelector("img.avatar--lg")).toHaveAttribute("src", URL_160);
    expect(document.documentElement.style.getPropertyValue("--my-avatar")).toMatch(
      /^url\("\/api\/me\/avatar\?v=\d+"\)$/,
    );
    expect(calls[0]!.init?.body).toBeInstanceOf(FormData);

    await user.click(screen.getByRole("button", { name: "Remove your photo" }));
    expect(await screen.findByText("Your photo is removed.")).toBeVisible();
    expect(container.querySelector("span.avatar--lg")).toHaveTextContent("AL");
    expect(calls.at(-1)!.init?.method).toBe("DELETE");
  });

  it("says why an upload was refused, keeping her initials", async () => {
    stubServer((url) =>
      url === "/api/me/avatar"
        ? {
            status: 415,
            body: { error: "Only JPEG, PNG…", message: "Only JPEG, PNG…", code: "unsupported_media_type" },
          }
        : undefined,
    );
    const user = userEvent.setup();
    const { container } = renderAt("/", <Picker />);
    await user.upload(screen.getByLabelText("Upload a photo"), new File(["x"], "a.jpg", { type: "image/jpeg" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only JPEG, PNG…");
    expect(container.querySelector("span.avatar--lg")).toHaveTextContent("AL");
  });
});
