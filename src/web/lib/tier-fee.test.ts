import { describe, expect, it } from "vitest";
import { MEMBERSHIP_COPY } from "../content/membership.ts";
import { tierFee } from "./tier-fee.ts";

describe("a tier's fee in words, the one wording of /membership and the /request wizard", () => {
  it("reads “By invitation” for a fee the club has not set (0), as the tiers editor's hint says", () => {
    expect(tierFee({ fee_amount: 0, fee_period: "year" }, "USD")).toBe("By invitation");
    expect(MEMBERSHIP_COPY.tiers.feeHint).toBe("0 shows the tier as ‘By invitation’.");
  });

  it("gives the fee in the club's currency, without cents when whole, and its period", () => {
    expect(tierFee({ fee_amount: 120000, fee_period: "year" }, "USD")).toBe("$1,200 a year");
    expect(tierFee({ fee_amount: 4550, fee_period: "half-year" }, "EUR")).toBe("€45.50 every six months");
    expect(tierFee({ fee_amount: 9000, fee_period: "month" }, "GBP")).toBe("£90 a month");
  });
});
