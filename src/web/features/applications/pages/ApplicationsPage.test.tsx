import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Application } from "../../../../shared/application-review.ts";
import { renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { ApplicationsPage } from "./ApplicationsPage.tsx";

const base: Application = {
  id: 1,
  full_name: "Ada Lovelace",
  email: "ada@example.com",
  phone: null,
  membership_type: "Standard",
  created_at: "2026-03-04T10:00:00.000Z",
  interests: ["Travel", "Shows"],
  availability: "Weekends",
  reason: "Good company.",
  referral: null,
  comments: null,
  accepted: null,
  properties: [],
};
const APPLICATIONS: Application[] = [
  base,
  { ...base, id: 2, full_name: "Mary Somerville", email: "mary@example.com", membership_type: "Travel Host" },
  {
    ...base,
    id: 3,
    full_name: "Emilie du Chatelet",
    membership_type: "Travel Host",
    accepted: true,
    phone: "+33123456789",
    properties: [{ address: "Cirey", type: "Chateau", description: null, availability: "Seasonal" }],
  },
];

const list = (url: string, init: RequestInit | undefined) =>
  url === "/api/applications" && init?.method === "GET" ? { body: APPLICATIONS } : undefined;
const decided = (url: string) =>
  /^\/api\/applications\/\d+\/status$/.test(url) ? { body: { ok: true, message: "Done." } } : undefined;
const card = () => screen.getByRole("article");

describe("the applications review", () => {
  it("opens on Pending, one application at a time, with N/A for what is missing", async () => {
    stubServer(list);
    renderAt("/applications", <ApplicationsPage />);
    expect(await screen.findByRole("tab", { name: "Pending" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Pending", "All", "Accepted", "Rejected"]);
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(within(card()).getByRole("heading", { name: "Ada Lovelace" })).toBeInTheDocument();
    expect(within(card()).getByText("Phone").nextSibling).toHaveTextContent("N/A");
    expect(within(card()).getByText("Referral").nextSibling).toHaveTextContent("N/A");
    expect(within(card()).getByText("Travel, Shows")).toBeInTheDocument();
    expect(within(card()).getByText("Mar 04, 2026")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
  });

  it("pages with Next and Previous and shows a Travel Host without properties", async () => {
    const user = userEvent.setup({ delay: null });
    stubServer(list);
    renderAt("/applications", <ApplicationsPage />);
    await user.click(await screen.findByRole("button", { name: "Next" }));
    expect(within(card()).getByRole("heading", { name: "Mary Somerville" })).toBeInTheDocument();
    expect(within(card()).getByText("No property details available for this application.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(within(card()).getByRole("heading", { name: "Ada Lovelace" })).toBeInTheDocument();
  });

  it("offers Accept and Reject only on Pending, lists a host's properties, and says when a tab is empty", async () => {
    const user = userEvent.setup({ delay: null });
    stubServer(list);
    renderAt("/applications", <ApplicationsPage />);
    expect(await screen.findByRole("button", { name: "Accept" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Accepted" }));
    expect(within(card()).getByRole("heading", { name: "Emilie du Chatelet" })).toBeInTheDocument();
    expect(within(card()).getByText("Chateau")).toBeInTheDocument();
    expect(within(card()).getByText("Description").nextSibling).toHaveTextContent("N/A");
    expect(screen.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reject" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Rejected" }));
    expect(screen.getByText("No applications in this category")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "All" }));
    expect(screen.getByText("1 of 3")).toBeInTheDocument();
  });

  it("updates the list locally after a decision", async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubServer(list, decided);
    renderAt("/applications", <ApplicationsPage />);
    await user.click(await screen.findByRole("button", { name: "Reject" }));
    expect(await within(card()).findByRole("heading", { name: "Mary Somerville" })).toBeInTheDocument();
    const patch = calls.find((c) => c.init?.method === "PATCH")!;
    expect(patch.url).toBe("/api/applications/1/status");
    expect(JSON.parse(String(patch.init!.body))).toEqual({ accepted: false });
    expect(calls.filter((c) => c.url === "/api/applications")).toHaveLength(1);
    await user.click(screen.getByRole("tab", { name: "Rejected" }));
    expect(within(card()).getByRole("heading", { name: "Ada Lovelace" })).toBeInTheDocument();
  });

  it("says what accepting did, with the address the invitation went to, once the last one has left Pending", async () => {
    const user = userEvent.setup({ delay: null });
    stubServer(
      (url, init) => (url === "/api/applications" && init?.method === "GET" ? { body: [base] } : undefined),
      (url) =>
        url === "/api/applications/1/status"
          ? { body: { ok: true, message: "Invitation sent to ada@example.com." } }
          : undefined,
    );
    renderAt("/applications", <ApplicationsPage />);
    await user.click(await screen.findByRole("button", { name: "Accept" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Invitation sent to ada@example.com.");
    expect(screen.getByText("No applications in this category")).toBeInTheDocument();
  });
});
