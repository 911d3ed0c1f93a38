// The auth feature's public entry: the session as every page sees it. Other features import from here only
// (eslint.config.js, "Web features meet only through a public entry").
export { authStatusKey, useAuthStatus } from "./api/get-auth-status.ts";
