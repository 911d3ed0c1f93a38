// The CSP allows no eval, so zod must neither compile parsers with `new Function` nor probe for it (each
// probe is a reported CSP violation). zod reads its settings from this global (zod/v4/core/core.js) when a
// schema is built; setting it here, in the entry, keeps zod itself out of the entry: it loads with the
// first call that checks an answer (lib/api.ts), after the page has painted.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
