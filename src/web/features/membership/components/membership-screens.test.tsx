import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { ChangeRequestsSection } from "./ChangeRequestsSection.tsx";
import { MyMembership } from "./MyMembership.tsx";
import { TiersEditor } from "./TiersEditor.tsx";

const flying = {
  id: "Flying",
  name: "Flying Member",
  description: "For members who travel.",
  fee_amount: 35000,
  fee_period: "year",
  min_term_months: 6,
  housing_discount_pct: 50,
  exhibiting_fee: 4500,
  duties: { volunteering: true, committees: false, hosting_months_per_year: 0 },
};

const membership = (state: string, owes: number) => ({
  user_id: 7,
  member_type: "Standard",
  tier: flying,
  term_start: "2025-10-01",
  term_end: "2026-10-01",
  state,
  currency: "USD",
  benefits: { housing_discount_pct: state === "lapsed" ? 0 : 50, may_take_part: state !== "lapsed" },
  dues: { paid: 0, charged: owes, owes },
});

const ledger = {
  user_id: 7,
  currency: "USD",
  entries: [
    {
      id: 3,
      kind: "charge",
      amount: 35000,
      currency: "USD",
      date: "2026-10-01",
      method: null,
      reference: null,
      description: "Flying Member fee (a year)",
      receipt: null,
    },
  ],
  paid: 0,
  charged: 35000,
  balance: 35000,
};

describe("My membership", () => {
  it("explains a lapsed membership in words, what she owes and how to renew", async () => {
    stubServer(
      (url) => (url === "/api/me/membership" ? { body: membership("lapsed", 35000) } : undefined),
      (url) => (url === "/api/me/ledger" ? { body: ledger } : undefined),
    );
    renderAt("/settings", <MyMembership />);
    expect(await screen.findByText("Lapsed.")).toBeInTheDocument();
    expect(screen.getByText(/ended on Oct 1, 2026 and its grace period is over/)).toBeInTheDocument();
    expect(
      screen.getByText(/Joining events, requesting stays and exhibiting wait for your renewal/),
    ).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Pay $350.00 to the club's treasurer");
    expect(await screen.findByRole("cell", { name: "Flying Member fee (a year)" })).toBeInTheDocument();
  });

  it("shows no renewal path while active", async () => {
    stubServer(
      (url) => (url === "/api/me/membership" ? { body: membership("active", 0) } : undefined),
      (url) => (url === "/api/me/ledger" ? { body: { ...ledger, entries: [], charged: 0, balance: 0 } } : undefined),
    );
    renderAt("/settings", <MyMembership />);
    expect(await screen.findByText("Active.")).toBeInTheDocument();
    expect(screen.getByText("Nothing owed")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Renewing" })).not.toBeInTheDocument();
    expect(await screen.findByText("No payments or charges yet.")).toBeInTheDocument();
  });
});

describe("My membership's dates", () => {
  const club = (clubLocale: string, clubTimezone: string) => (url: string) =>
    url === "/api/config"
      ? {
          body: {
            clubName: "Salon",
            oidcEnabled: false,
            clubTimezone,
            clubLocale,
            clubCurrency: "USD",
            clubCountry: "US",
            clubContactEmail: null,
            mailConfigured: true,
          },
        }
      : undefined;

  it.each([
    ["en-US", "America/New_York", "Oct 1, 2026", "Oct 1, 2025"],
    ["en-GB", "Europe/London", "1 Oct 2026", "1 Oct 2025"],
  ])("read in the club's locale (%s), as every page's dates do", async (locale, zone, termEnd, termStart) => {
    stubServer(
      club(locale, zone),
      (url) => (url === "/api/me/membership" ? { body: membership("lapsed", 35000) } : undefined),
      (url) => (url === "/api/me/ledger" ? { body: ledger } : undefined),
    );
    renderAt("/settings", <MyMembership />);
    expect(await screen.findByText(new RegExp(`ended on ${termEnd} and its grace period is over`))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`${termStart}.*${termEnd}`))).toBeInTheDocument();
    expect(await screen.findByRole("cell", { name: termEnd })).toBeInTheDocument();
  });
});

describe("the tiers editor", () => {
  it("names each wrong field beside it and sends nothing; a right form is saved in minor units", async () => {
    const calls = stubServer(
      (url, init) =>
        url === "/api/admin/tiers" && (init?.method ?? "GET") === "GET" ? { body: { tiers: [flying] } } : undefined,
      (url) => (url === "/api/tiers" ? { body: { currency: "USD", tiers: [flying] } } : undefined),
      (url, init) =>
        url === "/api/admin/tiers" && init?.method === "PUT" ? { body: JSON.parse(String(init.body)) } : undefined,
    );
    const user = userEvent.setup();
    renderAt("/admin", <TiersEditor />);
    const tier = await screen.findByRole("group", { name: "Flying Member" });
    await user.clear(within(tier).getByLabelText("Fee (USD)"));
    await user.type(within(tier).getByLabelText("Fee (USD)"), "12,00.x");
    await user.clear(within(tier).getByLabelText("Housing discount (%)"));
    await user.type(within(tier).getByLabelText("Housing discount (%)"), "120");
    await user.click(screen.getByRole("button", { name: "Save the tiers" }));
    expect(within(tier).getByText("Give an amount such as 1200 or 45.50.")).toBeInTheDocument();
    expect(within(tier).getByText("A discount is 0 to 100%.")).toBeInTheDocument();
    expect(calls.some((c) => c.init?.method === "PUT")).toBe(false);

    await user.clear(within(tier).getByLabelText("Fee (USD)"));
    await user.type(within(tier).getByLabelText("Fee (USD)"), "1200.50");
    await user.clear(within(tier).getByLabelText("Housing discount (%)"));
    await user.type(within(tier).getByLabelText("Housing discount (%)"), "60");
    await user.click(screen.getByRole("button", { name: "Save the tiers" }));
    expect(await screen.findByText("The tiers are saved. The Membership page shows them now.")).toBeInTheDocument();
    const put = calls.find((c) => c.init?.method === "PUT")!;
    expect(JSON.parse(String(put.init!.body)).tiers[0]).toMatchObject({ fee_amount: 120050, housing_discount_pct: 60 });
  });
});

const tierOf = (id: string, name: string) => ({ ...flying, id, name, exhibiting_fee: null });
const clubTiers = {
  currency: "USD",
  tiers: [flying, tierOf("Executive", "Executive Member"), tierOf("Hosting", "Hosting Member")],
};
const openRequest = {
  id: 12,
  user_id: 7,
  member_name: "Ingrid Holm",
  member_type: "Standard",
  from_tier: "Flying",
  tier_id: "Executive",
  note: "For the committees.",
  status: "open",
  created_at: "2026-11-20T10:00:00.000Z",
  decided_at: null,
};

describe("Ask to change tier (decision 52)", () => {
  it("offers only the tiers her type may hold but her own, sends tier and note, and shows her request waiting", async () => {
    const user = userEvent.setup({ delay: null });
    let asked = false;
    const calls = stubServer(
      (url) => (url === "/api/me/membership" ? { body: membership("active", 0) } : undefined),
      (url) => (url === "/api/me/ledger" ? { body: ledger } : undefined),
      (url) => (url === "/api/tiers" ? { body: clubTiers } : undefined),
      (url, init) =>
        url === "/api/me/membership/change-request"
          ? init?.method === "POST"
            ? ((asked = true), { body: openRequest, status: 201 })
            : { body: { request: asked ? openRequest : null } }
          : undefined,
    );
    renderAt("/settings", <MyMembership />);
    const select = await screen.findByRole("combobox", { name: "Tier you would like" });
    await within(select).findByRole("option", { name: "Executive Member" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose a tier", "Executive Member"]);
    // Her minimum term (6 months from 1 October 2025) has passed: nothing to wait for is said.
    expect(screen.queryByText(/you may ask to change from/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Ask to change tier" }));
    expect(
      await screen.findByText("Choose a tier", { selector: ".field__error, [id$=-error], p, span" }),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.init?.method === "POST")).toBe(false);
    await user.selectOptions(select, "Executive");
    await user.type(screen.getByLabelText("A note for the club (optional)"), "For the committees.");
    await user.click(screen.getByRole("button", { name: "Ask to change tier" }));
    expect(await screen.findByText("Your request is sent. The club will answer it.")).toBeInTheDocument();
    const post = calls.find((c) => c.init?.method === "POST")!;
    expect(JSON.parse(String(post.init!.body))).toEqual({ tier_id: "Executive", note: "For the committees." });
    expect(
      screen.getByText(/Your request for the Executive Member tier, sent on Nov 20, 2026, is waiting/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Tier you would like" })).toBeNull();
  });

  it("admins approve a request from the list beside the renewals", async () => {
    const user = userEvent.setup({ delay: null });
    let answered = false;
    const calls = stubServer(
      (url) => (url === "/api/tiers" ? { body: clubTiers } : undefined),
      (url, init) =>
        url === "/api/admin/membership/change-requests" && init?.method !== "POST"
          ? { body: { requests: [answered ? { ...openRequest, status: "approved" } : openRequest] } }
          : undefined,
      (url) =>
        url === "/api/admin/membership/change-requests/12/approve"
          ? ((answered = true),
            { body: { ...openRequest, status: "approved", decided_at: "2026-11-21T10:00:00.000Z" } })
          : undefined,
    );
    renderAt("/admin", <ChangeRequestsSection />);
    const row = (await screen.findByRole("rowheader", { name: /Ingrid Holm/ })).closest("tr")!;
    expect(within(row).getByText("For the committees.")).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "Approve Ingrid Holm's change to Executive Member" }));
    expect(await screen.findByText("Ingrid Holm's tier is changed.")).toBeInTheDocument();
    expect(
      calls.some((c) => c.url === "/api/admin/membership/change-requests/12/approve" && c.init?.method === "POST"),
    ).toBe(true);
    expect(await screen.findByText("Approved")).toBeInTheDocument();
  });
});
