import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Application } from "../../../../shared/application-review.ts";
import { publicConfig, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { sampleTier, tiersAnswer } from "../../../../../test/web/kits/sample-tiers.ts";
import { ApplicationsPage } from "./ApplicationsPage.tsx";

const base: Application = {
  id: 1,
  full_name: "Ada Lovelace",
  email: "ada@example.com",
  phone: null,
  membership_type: "Standard",
  membership_tier: null,
  created_at: "2026-03-04T10:00:00.000Z",
  interests: ["Travel", "Shows"],
  availability: "Weekends",
  reason: "Good company.",
  referral: null,
  comments: null,
  accepted: null,
  properties: [],
  votes: [],
  invited_by: null,
  sponsor: null,
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
/** The server's answer to a decision, as it words it (Ada is application 1, Mary application 2). */
const decided = (url: string, init?: RequestInit) => {
  const id = /^\/api\/applications\/(\d+)\/status$/.exec(url)?.[1];
  if (!id) return undefined;
  const { accepted } = JSON.parse(String(init?.body)) as { accepted: boolean };
  const [name, email] = id === "1" ? ["Ada Lovelace", "ada@example.com"] : ["Mary Somerville", "mary@example.com"];
  return {
    body: { ok: true, message: accepted ? `Invitation sent to ${email}.` : `Application from ${name} rejected.` },
  };
};
const card = () => screen.getByRole("article");
const tiers = tiersAnswer(
  sampleTier("Flying", "Flying Member"),
  sampleTier("Executive", "Executive Member"),
  sampleTier("Hosting", "Hosting Member"),
);

describe("the applications review", () => {
  it("opens on Pending: the list of pending applications, the first one in full beside it, N/A for what is missing", async () => {
    stubServer(list);
    renderAt("/applications", <ApplicationsPage />);
    expect(await screen.findByRole("tab", { name: "Pending" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Pending", "All", "Accepted", "Rejected"]);
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(within(card()).getByRole("heading", { name: "Ada Lovelace" })).toBeInTheDocument();
    expect(within(card()).getByText("Phone").nextSibling).toHaveTextContent("N/A");
    expect(within(card()).getByText("Referral").nextSibling).toHaveTextContent("N/A");
    expect(within(card()).getByText("Travel, Shows")).toBeInTheDocument();
    expect(within(card()).getByText("Mar 4, 2026")).toBeInTheDocument();
    const entries = within(screen.getByRole("list", { name: "Applications in this tab" })).getAllByRole("button");
    expect(entries.map((entry) => entry.textContent)).toEqual([
      "Ada LovelaceStandard · Mar 4, 2026",
      "Mary SomervilleTravel Host · Mar 4, 2026",
    ]);
    expect(entries[0]).toHaveAttribute("aria-current", "true");
    expect(screen.getByText("2 applications")).toBeInTheDocument();
  });

  it("shows the application chosen from the list, e.g. a Travel Host without properties", async () => {
    const user = userEvent.setup({ delay: null });
    stubServer(list);
    renderAt("/applications", <ApplicationsPage />);
    await user.click(await screen.findByRole("button", { name: /^Mary Somerville/ }));
    expect(within(card()).getByRole("heading", { name: "Mary Somerville" })).toBeInTheDocument();
    expect(within(card()).getByText("No property details available for this application.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Mary Somerville/ })).toHaveAttribute("aria-current", "true");
    await user.click(screen.getByRole("button", { name: /^Ada Lovelace/ }));
    expect(within(card()).getByRole("heading", { name: "Ada Lovelace" })).toBeInTheDocument();
  });

  it("exports the tab's applications as CSV, from the list already loaded", async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubServer(list);
    const files: Blob[] = [];
    const create = vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      files.push(blob as Blob);
      return "blob:csv";
    });
    const revoke = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^applications-accepted-\d{4}-\d{2}-\d{2}\.csv$/);
    });
    renderAt("/applications", <ApplicationsPage />);
    await user.click(await screen.findByRole("tab", { name: "Accepted" }));
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await files[0]!.text();
    expect(text.split("\r\n")[1]).toMatch(/^Emilie du Chatelet,ada@example.com,'\+33123456789,Travel Host,Accepted,/);
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(2);
    expect(calls.filter((c) => c.url === "/api/applications")).toHaveLength(1);
    create.mockRestore();
    revoke.mockRestore();
    click.mockRestore();
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
    expect(screen.getByText("3 applications")).toBeInTheDocument();
  });

  it("says what a decision did, and updates the list locally", async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubServer(list, decided);
    renderAt("/applications", <ApplicationsPage />);
    await user.click(await screen.findByRole("button", { name: "Reject" }));
    expect(await within(card()).findByRole("heading", { name: "Mary Somerville" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Application from Ada Lovelace rejected.");
    await user.click(screen.getByRole("button", { name: "Accept" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Accept Mary Somerville?" })).getByRole("button", {
        name: "Accept and invite",
      }),
    );
    expect(await screen.findByText(/No applications in this category/)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Invitation sent to mary@example.com.");
    const patch = calls.find((c) => c.init?.method === "PATCH")!;
    expect(patch.url).toBe("/api/applications/1/status");
    expect(JSON.parse(String(patch.init!.body))).toEqual({ accepted: false });
    expect(calls.filter((c) => c.url === "/api/applications")).toHaveLength(1);
    await user.click(screen.getByRole("tab", { name: "Rejected" }));
    expect(within(card()).getByRole("heading", { name: "Ada Lovelace" })).toBeInTheDocument();
  });

  it("says what accepting did, with the address the invitation went to, once the last one has left Pending", async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubServer(
      (url, init) => (url === "/api/applications" && init?.method === "GET" ? { body: [base] } : undefined),
      (url) =>
        url === "/api/applications/1/status"
          ? { body: { ok: true, message: "Invitation sent to ada@example.com." } }
          : undefined,
    );
    renderAt("/applications", <ApplicationsPage />);
    await user.click(await screen.findByRole("button", { name: "Accept" }));
    // Nothing is decided until she confirms, with the member type she chose (the one applied for comes first).
    const dialog = screen.getByRole("dialog", { name: "Accept Ada Lovelace?" });
    expect(calls.some((c) => c.init?.method === "PATCH")).toBe(false);
    expect(within(dialog).getByRole("combobox", { name: "Member type" })).toHaveValue(base.membership_type);
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Member type" }), "Founding");
    await user.click(within(dialog).getByRole("button", { name: "Accept and invite" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Invitation sent to ada@example.com.");
    const patch = calls.find((c) => c.init?.method === "PATCH")!;
    expect(JSON.parse(String(patch.init!.body))).toEqual({ accepted: true, memberType: "Founding" });
    expect(screen.getByText("No applications in this category")).toBeInTheDocument();
  });

  it("names the tier she chose as the wizard did (“Executive Member”), not by its id", async () => {
    stubServer(
      (url, init) =>
        url === "/api/applications" && init?.method === "GET"
          ? { body: [{ ...base, membership_tier: "Executive" }] }
          : undefined,
      tiers,
    );
    renderAt("/applications", <ApplicationsPage />);
    const chosen = (await within(await screen.findByRole("article")).findByText("Tier chosen")).nextElementSibling;
    await vi.waitFor(() => expect(chosen).toHaveTextContent(/^Executive Member$/));
  });

  it("offers with the member type only the tiers it may hold, and sends both together (decision 52)", async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubServer(
      (url, init) =>
        url === "/api/applications" && init?.method === "GET"
          ? { body: [{ ...base, membership_tier: "Executive" }] }
          : undefined,
      tiers,
      (url) =>
        url === "/api/applications/1/status"
          ? { body: { ok: true, message: "Invitation sent to ada@example.com." } }
          : undefined,
    );
    renderAt("/applications", <ApplicationsPage />);
    await user.click(await screen.findByRole("button", { name: "Accept" }));
    const dialog = screen.getByRole("dialog", { name: "Accept Ada Lovelace?" });
    const tierSelect = within(dialog).getByRole("combobox", { name: "Tier" });
    await within(dialog).findByRole("option", { name: "Executive Member" });
    const offered = () =>
      within(tierSelect)
        .getAllByRole("option")
        .map((o) => o.textContent);
    expect(offered()).toEqual(["No tier yet", "Flying Member", "Executive Member"]);
    // Decision 61: the tier she chose in the wizard is where the dialog starts.
    expect(tierSelect).toHaveValue("Executive");
    // A Travel Host holds the Hosting tier: the Executive choice goes with the change of type.
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Member type" }), "Travel Host");
    expect(offered()).toEqual(["No tier yet", "Hosting Member"]);
    expect(tierSelect).toHaveValue("");
    await user.selectOptions(tierSelect, "Hosting");
    await user.click(within(dialog).getByRole("button", { name: "Accept and invite" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Invitation sent to ada@example.com.");
    const patch = calls.find((c) => c.init?.method === "PATCH")!;
    expect(JSON.parse(String(patch.init!.body))).toEqual({
      accepted: true,
      memberType: "Travel Host",
      tier: "Hosting",
    });
  });

  it("with a mail server, offers no link to copy after accepting", async () => {
    const user = userEvent.setup({ delay: null });
    stubServer(publicConfig({ mailConfigured: true }), list, decided);
    renderAt("/applications", <ApplicationsPage />);
    await user.click(await screen.findByRole("button", { name: "Accept" }));
    await user.click(screen.getByRole("button", { name: "Accept and invite" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Invitation sent to ada@example.com.");
    expect(screen.queryByRole("button", { name: "Get the link" })).not.toBeInTheDocument();
  });

  it("with no mail server, says no email was sent and gives the accepted applicant's registration link to copy", async () => {
    const user = userEvent.setup({ delay: null });
    const notSent =
      "Application accepted: ada@example.com is invited. No mail server is set up, so no email was sent. Copy the link and send it yourself.";
    const calls = stubServer(publicConfig({ mailConfigured: false }), list, (url, init) => {
      if (url === "/api/applications/1/status") return { body: { ok: true, message: notSent } };
      if (url === "/api/admin/invitations/link" && init?.method === "POST")
        return { body: { link: "https://club.test/register/ada-token", message: "A new registration link." } };
      return undefined;
    });
    renderAt("/applications", <ApplicationsPage />);
    await user.click(await screen.findByRole("button", { name: "Accept" }));
    await user.click(screen.getByRole("button", { name: "Accept and invite" }));
    expect(await screen.findByRole("status")).toHaveTextContent(notSent);
    await user.click(await screen.findByRole("button", { name: "Get the link" }));
    expect(await screen.findByLabelText("Registration link for ada@example.com")).toHaveTextContent(
      "https://club.test/register/ada-token",
    );
    expect(screen.getByRole("button", { name: "Copy link" })).toBeInTheDocument();
    const made = calls.filter((c) => c.url === "/api/admin/invitations/link");
    expect(JSON.parse(String(made[0]!.init!.body))).toEqual({ email: "ada@example.com" });
  });

  it("offers no link after a rejection, even with no mail server", async () => {
    const user = userEvent.setup({ delay: null });
    stubServer(publicConfig({ mailConfigured: false }), list, decided);
    renderAt("/applications", <ApplicationsPage />);
    await user.click(await screen.findByRole("button", { name: "Reject" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Application from Ada Lovelace rejected.");
    expect(screen.queryByRole("button", { name: "Get the link" })).not.toBeInTheDocument();
  });

  it("shows the admins' votes with their notes, and casts this admin's vote with a note", async () => {
    const user = userEvent.setup({ delay: null });
    const voted: unknown[] = [];
    const withVotes = APPLICATIONS.map((a) =>
      a.id === 1
        ? {
            ...a,
            votes: [
              {
                admin_id: 7,
                admin_name: "Nora Admin",
                vote: "approve" as const,
                note: "A friend.",
                created_at: a.created_at,
              },
            ],
          }
        : a,
    );
    stubServer(
      (url, init) => (url === "/api/applications" && init?.method === "GET" ? { body: withVotes } : undefined),
      (url, init) => {
        if (url !== "/api/applications/1/votes") return undefined;
        voted.push(JSON.parse(String(init?.body)));
        return { body: { ok: true, message: "Your vote is counted: 2 of 3 approvals, 0 of 3 rejections." } };
      },
    );
    renderAt("/applications", <ApplicationsPage />);
    const votes = await screen.findByRole("region", { name: "Admins' votes" });
    expect(votes).toHaveTextContent("Nora Admin Approves");
    expect(votes).toHaveTextContent("A friend.");
    await user.type(screen.getByLabelText("A note for the other admins (optional)"), "Seconded.");
    await user.click(screen.getByRole("button", { name: "Vote to approve" }));
    expect(await screen.findByText("Your vote is counted: 2 of 3 approvals, 0 of 3 rejections.")).toBeInTheDocument();
    expect(voted).toEqual([{ vote: "approve", note: "Seconded." }]);
  });
});
