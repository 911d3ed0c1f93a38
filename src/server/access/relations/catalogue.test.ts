import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ACCESS_CATALOGUE } from "../../../../test/server/authorization/access-catalogue.ts";
import { KIND_FILES } from "../../../../test/server/authorization/relation-club.ts";

describe("the relation suite covers every kind", () => {
  it("gives each kind of ACCESS_CATALOGUE to a file of this folder that exists, and no kind that is not there", () => {
    expect(Object.keys(KIND_FILES).sort()).toEqual(Object.keys(ACCESS_CATALOGUE).sort());
    for (const file of new Set(Object.values(KIND_FILES)))
      expect(fs.existsSync(new URL(`./${file}.test.ts`, import.meta.url)), file).toBe(true);
  });
});
