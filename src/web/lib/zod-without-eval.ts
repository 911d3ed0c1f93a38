import { config } from "zod";

// The CSP allows no eval, so zod must neither compile parsers with `new Function` nor probe for it (each
// probe is a reported CSP violation). Schemas read this when they are built, so vite.config.ts
// bundles this module with zod itself, ahead of every chunk that builds one.
config({ jitless: true });
