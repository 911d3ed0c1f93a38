import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { MembershipPage } from "./MembershipPage.tsx";

const feeLine = (tier: string) =>
  screen.getByRole("region", { name: tier }).querySelector<HTMLElement>(`.tier__fee[data-tier="${tier}"]`);

describe("the membership page's fees", () => {
  it("leaves a tier's fee line empty while the club has set none (no “$—” placeholder), keyed for the club's fees", () => {
    renderAt("/membership", <MembershipPage />);
    expect(feeLine("Flying Member")).toBeEmptyDOMElement();
    expect(screen.queryByText(/\$—/)).not.toBeInTheDocument();
    expect(feeLine("Executive Member")).toHaveTextContent("By invitation");
    expect(feeLine("Hosting Member")).toHaveTextContent("By invitation");
  });
});

describe("the membership page's live tiers", () => {
  it("shows the tiers admins set, fees in the club's currency, once GET /api/tiers answers", async () => {
    stubServer((url) =>
      url.endsWith("/api/tiers")
        ? {
            body: {
              currency: "EUR",
              tiers: [
                {
                  id: "Flying",
                  name: "Flying Member",
                  description: "For members who travel.",
                  fee_amount: 45000,
                  fee_period: "year",
                  min_term_months: 6,
                  housing_discount_pct: 50,
                  exhibiting_fee: 2500,
                  duties: { volunteering: true, committees: false, hosting_months_per_year: 0 },
                },
              ],
            },
          }
        : undefined,
    );
    renderAt("/membership", <MembershipPage />);
    expect(await screen.findByText("€450 a year")).toBeInTheDocument();
    expect(screen.getByText("50% discount on vacation housing")).toBeInTheDocument();
    expect(screen.getByText("Exhibiting your own creations for €25")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Executive Member" })).not.toBeInTheDocument();
    expect(screen.queryByText(/\$—/)).not.toBeInTheDocument();
  });
});
