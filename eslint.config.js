import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import { readdirSync } from "node:fs";

const TESTS = ["**/*.test.ts", "**/*.test.tsx"];
// What runs in production besides src/: `npm start`, `npm run backup`, `npm run restore`.
const SHIPPED_SCRIPTS = ["scripts/start.ts", "scripts/backup.ts", "scripts/restore.ts"];
const WEB_FEATURES = readdirSync(`${import.meta.dirname}/src/web/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** One block of restricted imports for these files (their tests left out with `ignores`, where given). */
const restrictImports = (files, patterns, ignores) => ({
  files,
  ...(ignores ? { ignores } : {}),
  rules: { "no-restricted-imports": ["error", { patterns }] },
});

// Production code never imports the test tree; a `*.test.ts` beside the code may (test/server/kits, harness).
const NO_TEST_TREE = {
  regex: "^(\\.\\./)+test/",
  message: "Production code under src/ does not import from test/: only *.test.ts files may.",
};
const OTHER_MODULES_REPOSITORY = {
  group: ["../*/repository.ts", "../*/*-repository.ts", "../*/*repository.ts"],
  message: "Use the other module's service (its service.ts), not its repository.",
};
const PASSWORDS_THROUGH_THE_GUARD = {
  group: ["**/passwords.ts"],
  importNames: ["verifyPassword"],
  message: "Check a password with checkPassword (modules/auth/service.ts): it counts every guess in the sign-in guard.",
};
const SHARED_STANDS_ALONE = {
  regex: "^(\\.\\./)+(src/)?(server|web)(/|$)",
  message: "src/shared/ is the contract both sides import: it imports nothing from src/server or src/web.",
};
/** Another feature's files, reached from this one by going up: allowed only its public entry, index.ts. */
const otherFeaturesInternals = (feature) => ({
  regex: `^(\\.\\./)+(features/)?(${WEB_FEATURES.filter((other) => other !== feature).join("|")})/(?!index\\.tsx?$)`,
  message: `A web feature imports another feature only through its public entry (features/<name>/index.ts); export what ${feature} needs there.`,
});

const WORDS_LIVE_IN_CONTENT = "Words on screen come from src/web/content/ (decision 32).";

export default tseslint.config(
  { ignores: ["dist/**", "build/**", "data/**", "node_modules/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  // Boundaries (docs/ARCHITECTURE.md). Each file gets one list of restricted imports: a later block replaces an earlier one's list
  // for the files both match, so each block below repeats the patterns that still hold for its files.
  restrictImports(["src/**/*.{ts,tsx}", ...SHIPPED_SCRIPTS], [NO_TEST_TREE], TESTS),
  // A module reaches another module through its service, never its repositories (decision 22); its own stay open.
  restrictImports(
    ["src/server/modules/**/*.ts"],
    [OTHER_MODULES_REPOSITORY, PASSWORDS_THROUGH_THE_GUARD, NO_TEST_TREE],
    TESTS,
  ),
  // ...and a password is checked in one place, which counts it in the sign-in guard (decision 34).
  restrictImports(["src/server/modules/auth/service.ts"], [OTHER_MODULES_REPOSITORY, NO_TEST_TREE]),
  // The contract is shared by both sides and depends on neither.
  restrictImports(["src/shared/**/*.ts"], [SHARED_STANDS_ALONE, NO_TEST_TREE], TESTS),
  restrictImports(["src/shared/**/*.test.ts"], [SHARED_STANDS_ALONE]),
  // Web features meet only through a public entry: another feature's index.ts, never its files.
  ...WEB_FEATURES.flatMap((feature) => [
    restrictImports(
      [`src/web/features/${feature}/**/*.{ts,tsx}`],
      [otherFeaturesInternals(feature), NO_TEST_TREE],
      TESTS,
    ),
    restrictImports([`src/web/features/${feature}/**/*.test.{ts,tsx}`], [otherFeaturesInternals(feature)]),
  ]),
  // No import cycles anywhere in src/ (server modules' folders are also checked one way: modules/module-graph.test.ts).
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/extensions": [".ts", ".tsx", ".js"],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["src/web/**/*.{ts,tsx}", "test/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },
  // Words on screen come from src/web/content/ or src/shared/texts/ (decision 32); tests keep their literal words.
  {
    files: ["src/web/**/*.tsx"],
    ignores: ["src/web/**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "JSXText[value=/[A-Za-z]{2}/]", message: WORDS_LIVE_IN_CONTENT },
        { selector: "JSXAttribute > Literal[value=/^[A-Z][a-z']*([ ,.\u2026?!:]|$)/]", message: WORDS_LIVE_IN_CONTENT },
        {
          selector: "JSXAttribute > JSXExpressionContainer > Literal[value=/^[A-Z][a-z']*([ ,.\u2026?!:]|$)/]",
          message: WORDS_LIVE_IN_CONTENT,
        },
        {
          selector: ":matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=/[A-Za-z]{2}/]",
          message: WORDS_LIVE_IN_CONTENT,
        },
        {
          selector:
            ":matches(JSXElement, JSXFragment) > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=/[A-Za-z]{2}/]",
          message: WORDS_LIVE_IN_CONTENT,
        },
        {
          selector:
            ":matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2}/]",
          message: WORDS_LIVE_IN_CONTENT,
        },
        {
          selector:
            ":matches(JSXElement, JSXFragment) > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2}/]",
          message: WORDS_LIVE_IN_CONTENT,
        },
      ],
    },
  },
);
