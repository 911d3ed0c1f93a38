import { describe, expect, it } from "vitest";
import { mentionRanges, mentionsMember } from "./mentions.ts";

const mary = { user_id: 1, name: "Mary Shelley" };
const maryAnn = { user_id: 2, name: "Mary Shelley Ann" };
const ada = { user_id: 3, name: "Ada Lovelace" };

describe("mentionRanges", () => {
  it("finds each whole @Name, in text order", () => {
    const text = "@Ada Lovelace, meet @Mary Shelley.";
    expect(mentionRanges(text, [mary, ada])).toEqual([
      { start: 0, end: 13, user_id: 3 },
      { start: 20, end: 33, user_id: 1 },
    ]);
  });

  it("ignores a name glued to a word before the @ or running on into a longer word", () => {
    expect(mentionsMember("write to mary@Mary Shelley", mary)).toBe(false);
    expect(mentionsMember("@Mary Shelleyan", mary)).toBe(false);
    expect(mentionsMember("(@Mary Shelley)", mary)).toBe(true);
    expect(mentionsMember("@mary shelley", mary)).toBe(false);
  });

  it("lets the longer name win where two start at the same @", () => {
    expect(mentionRanges("Hi @Mary Shelley Ann!", [mary, maryAnn])).toEqual([{ start: 3, end: 20, user_id: 2 }]);
    expect(mentionRanges("Hi @Mary Shelley and @Mary Shelley Ann", [mary, maryAnn]).map((r) => r.user_id)).toEqual([
      1, 2,
    ]);
  });

  it("finds nothing for a blank name", () => {
    expect(mentionRanges("@ hello", [{ user_id: 9, name: "  " }])).toEqual([]);
  });
});
