import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../../../../test/web/harness/render.tsx";
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
