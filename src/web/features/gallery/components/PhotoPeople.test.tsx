import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Image, ImagePeopleAnswer } from "../../../../shared/gallery.ts";
import { authStatus, member, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { PhotoPeople } from "./PhotoPeople.tsx";

configure({ asyncUtilTimeout: 5000 });

const variant = { url: "/media/images/p.webp", width: 480, height: 320 };
const photo: Image = {
  withheld: false,
  id: "p",
  image_id: "p",
  url: variant.url,
  name: "p.jpg",
  title: "Harbour lunch",
  description: "",
  tags: [],
  associated_event_id: null,
  author_name: "Nora Whitfield",
  author: "Nora Whitfield",
  upload_date: "2026-03-15T10:00:00.000Z",
  thumbnail_url: variant.url,
  display_url: variant.url,
  width: 480,
  height: 320,
  thumbnail: variant,
  display: variant,
  placeholder: { color: "#886644", data_url: "data:image/webp;base64," },
  can_edit: false,
};

describe("People in this photo", () => {
  it("lists who is tagged, linking to profiles, and tags a member picked by name with the keyboard", async () => {
    let answer: ImagePeopleAnswer = {
      people: [{ user_id: 3, name: "Lena Marchetti", status: "accepted", can_remove: false }],
      my_tag: null,
    };
    const calls = stubServer(authStatus(member), (url, init) => {
      if (url === "/api/images/p/people" && init?.method === "POST") {
        answer = {
          people: [...answer.people, { user_id: 9, name: "Iris Beaumont", status: "pending", can_remove: true }],
          my_tag: null,
        };
        return { status: 201, body: answer };
      }
      if (url === "/api/images/p/people") return { body: answer };
      if (url.startsWith("/api/members?q=")) return { body: [{ user_id: 9, name: "Iris Beaumont", type: "Standard" }] };
      return undefined;
    });
    renderAt("/gallery", <PhotoPeople image={photo} onGone={() => {}} />);
    const region = await screen.findByRole("region", { name: "People in this photo" });
    expect(await within(region).findByRole("link", { name: "Lena Marchetti" })).toHaveAttribute("href", "/members/3");
    expect(within(region).queryByRole("button", { name: /Remove/ })).toBeNull();

    await userEvent.click(within(region).getByLabelText("Tag a member"));
    await userEvent.keyboard("Iris");
    const tag = await within(region).findByRole("button", { name: "Tag Iris Beaumont" });
    await userEvent.tab();
    expect(tag).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(await within(region).findByText("Done. She has been told.")).toBeInTheDocument();
    expect(within(region).getByText("Waiting for her answer")).toBeInTheDocument();
    const posted = calls.find((c) => c.url === "/api/images/p/people" && c.init?.method === "POST");
    expect(JSON.parse(String(posted!.init!.body))).toEqual({ user_id: 9 });
  });

  it("shows her own waiting tag with Accept and Decline, then Remove my tag and Remove me once accepted", async () => {
    let answer: ImagePeopleAnswer = {
      people: [{ user_id: member.user_id, name: member.name, status: "pending", can_remove: true }],
      my_tag: "pending",
    };
    stubServer(authStatus(member), (url, init) => {
      if (url === `/api/images/p/people/${member.user_id}/accept` && init?.method === "POST") {
        answer = { people: [{ ...answer.people[0]!, status: "accepted" }], my_tag: "accepted" };
        return { body: answer };
      }
      if (url === "/api/images/p/people") return { body: answer };
      return undefined;
    });
    renderAt("/gallery", <PhotoPeople image={photo} onGone={() => {}} />);
    const region = await screen.findByRole("region", { name: "People in this photo" });
    expect(await within(region).findByRole("link", { name: "Ada Lovelace (you)" })).toBeInTheDocument();
    expect(within(region).getByText("Waiting for your answer")).toBeInTheDocument();
    expect(within(region).queryByRole("button", { name: "Remove my tag" })).toBeNull();
    await userEvent.click(within(region).getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(within(region).getByRole("button", { name: "Remove my tag" })).toBeInTheDocument());
    expect(within(region).getByRole("button", { name: "Remove me from this photo" })).toBeInTheDocument();
    expect(within(region).queryByRole("button", { name: "Decline" })).toBeNull();
  });
});
