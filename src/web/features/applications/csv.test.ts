import { describe, expect, it } from "vitest";
import type { Application } from "../../../shared/application-review.ts";
import { applicationsCsv, csvCell } from "./csv.ts";

describe("csvCell", () => {
  it.each([
    ["Ada", "Ada"],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+1 212 555 0123", "'+1 212 555 0123"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["a, b", '"a, b"'],
    ["two\nlines", '"two\nlines"'],
    ["", ""],
  ])("%j is written %j", (value, written) => {
    expect(csvCell(value)).toBe(written);
  });
});

describe("applicationsCsv", () => {
  it("writes a header and one row per application, every field, with CRLF line ends", () => {
    const application: Application = {
      id: 1,
      full_name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+12125550123",
      membership_type: "Travel Host",
      membership_tier: "Hosting",
      created_at: "2026-03-04T10:00:00.000Z",
      interests: ["Travel", "Shows"],
      availability: "Weekends",
      reason: "=cmd|' /C calc'!A0",
      referral: null,
      comments: null,
      accepted: true,
      properties: [{ address: "1 Rue de Rivoli", type: "Apartment", description: null, availability: "Seasonal" }],
      votes: [],
      invited_by: null,
      sponsor: null,
    };
    expect(applicationsCsv([application])).toBe(
      "Name,Email,Phone,Membership type,Status,Submitted,Interests,Availability,Reason,Referral,Comments,Properties\r\n" +
        "Ada Lovelace,ada@example.com,'+12125550123,Travel Host,Accepted,2026-03-04T10:00:00.000Z,Travel; Shows,Weekends,'=cmd|' /C calc'!A0,,,\"1 Rue de Rivoli, Apartment, Seasonal\"\r\n",
    );
  });
});
