import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Rolling upgrades (decision 38): instances of the release before keep serving while the new one migrates, so every
 * migration after BASELINE only expands the schema: new tables, new columns that are nullable or have a default, new
 * indexes. What removes or renames something the release before reads or writes (a contract step) waits for a later
 * release, and is listed in CONTRACT_STEPS with why it is safe then.
 */
const BASELINE = "0039-members-joined-index";
const CONTRACT_STEPS: Record<string, string> = {
  "0054-membership-change-requests":
    "drops tier_discounts, which no code has read or written since 0047 (the release before included) moved each " +
    "tier's discount into membership_tiers (decision 52)",
};

const CONTRACTING = [
  { pattern: /\.dropColumn\(/, what: "drops a column" },
  { pattern: /\.dropTable\(/, what: "drops a table" },
  { pattern: /\.renameColumn\(/, what: "renames a column" },
  { pattern: /\.renameTo\(/, what: "renames a table" },
  { pattern: /\.(alterColumn|modifyColumn)\(/, what: "changes a column" },
  { pattern: /\bdrop\s+(table|column)\b/i, what: "drops a table or column in SQL" },
  { pattern: /\brename\s+(to|column)\b/i, what: "renames in SQL" },
  { pattern: /\bset\s+not\s+null\b/i, what: "makes a column required" },
];

/** What in a migration's source the release before could not live with: empty when it only expands the schema. */
function contractingSteps(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
  const found = CONTRACTING.filter(({ pattern }) => pattern.test(code)).map(({ what }) => what);
  // A required column added to a table that exists: the release before inserts rows without it.
  for (const statement of code.split(/\.execute\(\)/)) {
    if (!statement.includes("alterTable(")) continue;
    for (const added of statement.split(".addColumn(").slice(1))
      if (/\.notNull\(\)/.test(added) && !/\.defaultTo\(/.test(added))
        found.push("adds a required column without a default to a table that exists");
  }
  return found;
}

const directory = import.meta.dirname;
const migrationsAfterBaseline = fs
  .readdirSync(directory)
  .filter((file) => /^\d{4}-.+\.ts$/.test(file) && !file.endsWith(".test.ts"))
  .map((file) => file.slice(0, -".ts".length))
  .filter((name) => name > BASELINE)
  .sort();

describe("migrations after the baseline, for rolling upgrades", () => {
  it("only expand the schema, unless listed as a contract step", () => {
    const problems = migrationsAfterBaseline
      .filter((name) => !(name in CONTRACT_STEPS))
      .flatMap((name) =>
        contractingSteps(fs.readFileSync(path.join(directory, `${name}.ts`), "utf8")).map((what) => `${name} ${what}`),
      );
    expect(problems).toEqual([]);
  });

  it("tells a contracting migration from one that expands", () => {
    const expands = `
      await db.schema.createTable("notices").addColumn("id", "integer", (c) => c.primaryKey().notNull()).execute();
      await db.schema.alterTable("outbox").addColumn("carries_secret", "integer", (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable("users").addColumn("pronouns", "text").execute();
      await db.schema.createIndex("users_city_idx").on("users").column("city").execute();`;
    expect(contractingSteps(expands)).toEqual([]);
    expect(contractingSteps(`await db.schema.alterTable("users").dropColumn("city").execute();`)).toEqual([
      "drops a column",
    ]);
    expect(contractingSteps(`await db.schema.alterTable("users").renameColumn("city", "town").execute();`)).toEqual([
      "renames a column",
    ]);
    expect(contractingSteps("await sql`alter table users drop column city`.execute(db);")).toEqual([
      "drops a table or column in SQL",
    ]);
    expect(
      contractingSteps(`await db.schema.alterTable("users").addColumn("tier", "text", (c) => c.notNull()).execute();`),
    ).toEqual(["adds a required column without a default to a table that exists"]);
  });
});
