import { lazy } from "react";

/** The members' search box, in a chunk of its own that only a signed-in member's page fetches (the public pages' budget). */
export const HeaderSearch = lazy(() =>
  import("./components/HeaderSearch.tsx").then((module) => ({ default: module.HeaderSearch })),
);
