import { createRoot, hydrateRoot } from "react-dom/client";
import { authStatusQuery } from "../features/auth/api/get-auth-status.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { App } from "./App.tsx";

/**
 * Starts the app in `root`. The question every page asks first (who is logged in?) goes out before React
 * renders anything, so a member's page does not wait for the render to ask it.
 */
export function boot(root: HTMLElement) {
  const queryClient = createQueryClient();
  void queryClient.prefetchQuery(authStatusQuery);
  // A page rendered at build time (scripts/web-build/prerender-pages.ts) arrives with its HTML: React takes
  // it over; any other path arrives with an empty root and React renders it.
  if (root.hasChildNodes()) hydrateRoot(root, <App queryClient={queryClient} />);
  else createRoot(root).render(<App queryClient={queryClient} />);
}
