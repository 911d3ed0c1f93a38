import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { sampleTier, tiersAnswer } from "../../../../../test/web/kits/sample-tiers.ts";
import { DetailsStep } from "./DetailsStep.tsx";
import { emptyDraft } from "./draft.ts";

const tiers = tiersAnswer(
  sampleTier("Flying", "Flying Member", { fee_amount: 120000, description: "For members who travel." }),
  sampleTier("Executive", "Executive Member", { description: "For members who lead." }),
  sampleTier("Hosting", "Hosting Member"),
);

function Step() {
  const [draft, setDraft] = useState({ ...emptyDraft, availability: "Weekends", membershipType: "Standard" });
  return <DetailsStep draft={draft} onChange={(change) => setDraft((d) => ({ ...d, ...change }))} invalid={[]} />;
}

describe("the wizard's choice of tier (decision 61)", () => {
  it("is a group of radios named by the legend, each named by its tier, its fee and words as its description", async () => {
    stubServer(tiers);
    renderAt("/request", <Step />);
    const group = await screen.findByRole("group", { name: "Your tier" });
    expect(group).toHaveAccessibleDescription(
      "The tiers the club sells; you may change tier later, after its minimum term.",
    );
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["Flying", "Executive"]);
    expect(within(group).getByRole("radio", { name: "Flying Member" })).toHaveAccessibleDescription(
      "$1,200 a year For members who travel.",
    );
    // A fee of 0 reads as the tiers editor says it does on /membership.
    expect(within(group).getByRole("radio", { name: "Executive Member" })).toHaveAccessibleDescription(
      "By invitation For members who lead.",
    );
  });

  it("is styled as the wizard's other choices, and the chosen card is the checked one", async () => {
    stubServer(tiers);
    const user = userEvent.setup({ delay: null });
    renderAt("/request", <Step />);
    const group = await screen.findByRole("group", { name: "Your tier" });
    const availability = screen.getByRole("radio", { name: "Weekends" }).closest("label")!;
    const executive = within(group).getByRole("radio", { name: "Executive Member" });
    expect(executive.closest("label")).toHaveClass("choice");
    expect(availability).toHaveClass("choice");
    await user.click(screen.getByText("For members who lead."));
    expect(executive).toBeChecked();
    expect(within(group).getByRole("radio", { name: "Flying Member" })).not.toBeChecked();
    await user.keyboard("{ArrowUp}");
    expect(within(group).getByRole("radio", { name: "Flying Member" })).toBeChecked();
  });
});
