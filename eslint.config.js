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
const SERVER_MODULES = readdirSync(`${import.meta.dirname}/src/server/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
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
/** Another server module's files, reached from this one: allowed only its public entry, index.ts (docs/ARCHITECTURE.md). */
const otherModulesInternals = (module) => ({
  regex: `^(\\.\\./)+(modules/)?(${SERVER_MODULES.filter((other) => other !== module).join("|")})/(?!index\\.ts$)`,
  message: `A server module imports another only through its entry (modules/<name>/index.ts); export what ${module} needs there.`,
});
/** From outside the modules (the composition, plugins, operations, scripts): a module's entry only. */
const MODULE_INTERNALS = {
  regex: "(^|/)modules/[a-z-]+/(?!index\\.ts$)",
  message: "Reach a server module through its entry (modules/<name>/index.ts), never its files.",
};
/** The access layer from outside it: its entry only (its rules and the facts it reads are private to it). */
const ACCESS_INTERNALS = {
  regex: "(^|/)access/(?!index\\.ts$)",
  message:
    "Ask the access layer through its entry (access/index.ts: can, filter, accessControl); its rules are private.",
};
/** The kernel and the access layer are what modules stand on: they import no module, plugin or composition. */
const FOUNDATION_STANDS_ALONE = {
  regex: "^(\\.\\./)+(modules|plugins|subscribers\\.ts|app\\.ts|serve\\.ts)(/|$)",
  message: "src/server/kernel/ and src/server/access/ import no module, plugin or composition: modules import them.",
};
const REPOSITORIES_AND_DATABASE = {
  regex: "(repository\\.ts|/kernel/database/database\\.ts)$",
  message: "A route calls its module's service; only services use repositories and the database.",
};
/**
 * A module's routes are a table its index builds from the module's services (kernel/http/route-table.ts): never a
 * Fastify plugin that builds its own. The modules still registered as plugins are listed here until they move.
 */
const ROUTES_ARE_TABLES_TEXT =
  "Routes are a table of route(...) lines (kernel/http/route-table.ts) built from the module's services in its index.ts; uploads are declared with `upload: true`.";
const ROUTES_ARE_TABLES = [
  { group: ["fastify-type-provider-zod", "@fastify/multipart"], message: ROUTES_ARE_TABLES_TEXT },
  { group: ["fastify"], importNames: ["FastifyInstance", "FastifyPluginAsync"], message: ROUTES_ARE_TABLES_TEXT },
];
const FASTIFY = {
  group: ["fastify", "@fastify/*"],
  message: "A service knows nothing of HTTP: it returns domain values and the route turns them into an answer.",
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
  // Outside the modules, a module is reached through its entry only.
  restrictImports(
    ["src/server/**/*.ts", ...SHIPPED_SCRIPTS],
    [MODULE_INTERNALS, ACCESS_INTERNALS, NO_TEST_TREE],
    TESTS,
  ),
  restrictImports(["src/server/access/**/*.ts"], [FOUNDATION_STANDS_ALONE, NO_TEST_TREE], TESTS),
  restrictImports(["src/server/kernel/**/*.ts"], [FOUNDATION_STANDS_ALONE, ACCESS_INTERNALS, NO_TEST_TREE], TESTS),
  // A module reaches another only through its entry, index.ts (decision 22); its own files stay open to it. Routes reach
  // no repository or database, services nothing of HTTP; a password is checked in one place (decision 34).
  ...SERVER_MODULES.flatMap((module) => [
    restrictImports(
      [`src/server/modules/${module}/**/*.ts`],
      [otherModulesInternals(module), ACCESS_INTERNALS, PASSWORDS_THROUGH_THE_GUARD, NO_TEST_TREE],
      TESTS,
    ),
    restrictImports(
      [`src/server/modules/${module}/**/*routes.ts`],
      [
        otherModulesInternals(module),
        ACCESS_INTERNALS,
        REPOSITORIES_AND_DATABASE,
        PASSWORDS_THROUGH_THE_GUARD,
        NO_TEST_TREE,
        ...ROUTES_ARE_TABLES,
      ],
      TESTS,
    ),
    restrictImports(
      [`src/server/modules/${module}/**/*service.ts`],
      [otherModulesInternals(module), ACCESS_INTERNALS, FASTIFY, PASSWORDS_THROUGH_THE_GUARD, NO_TEST_TREE],
      TESTS,
    ),
  ]),
  restrictImports(
    ["src/server/modules/auth/service.ts"],
    [otherModulesInternals("auth"), ACCESS_INTERNALS, FASTIFY, NO_TEST_TREE],
  ),
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
