import { describe, expect, it } from "vitest";
import { activeMention, insertMention } from "./mention-query.ts";

const at = (text: string) => activeMention(text, text.length);

describe("activeMention", () => {
  it("is the words after an @ at the start or after a space or bracket", () => {
    expect(at("@ma")).toEqual({ start: 0, query: "ma" });
    expect(at("Hello @Mary Sh")).toEqual({ start: 6, query: "Mary Sh" });
    expect(at("(@O’Brien-Smith")).toEqual({ start: 1, query: "O’Brien-Smith" });
  });

  it("is nothing for an email address, a bare @, digits first, two spaces or a long run of words", () => {
    expect(at("ada@example")).toBeNull();
    expect(at("Hello @")).toBeNull();
    expect(at("@1st")).toBeNull();
    expect(at("@Mary  Shelley")).toBeNull();
    expect(at("@one two three four five")).toBeNull();
    expect(at("@line\nbreak")).toBeNull();
  });

  it("reads only what stands before the caret", () => {
    expect(activeMention("@Mary Shelley, hello", 5)).toEqual({ start: 0, query: "Mary" });
  });
});

describe("insertMention", () => {
  it("replaces the @query with the full name and a space, caret after it", () => {
    expect(insertMention("Hello @ma", { start: 6, query: "ma" }, 9, "Mary Shelley")).toEqual({
      text: "Hello @Mary Shelley ",
      caret: 20,
    });
  });

  it("keeps the text after the caret, without doubling a space", () => {
    expect(insertMention("@ma and Ada", { start: 0, query: "ma" }, 3, "Mary Shelley")).toEqual({
      text: "@Mary Shelley and Ada",
      caret: 14,
    });
    expect(insertMention("@maAda", { start: 0, query: "ma" }, 3, "Mary Shelley")).toEqual({
      text: "@Mary Shelley Ada",
      caret: 14,
    });
  });
});
