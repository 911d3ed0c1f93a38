import { createRoot, hydrateRoot } from "react-dom/client";
import { authStatusQuery } from "../features/auth/api/get-auth-status.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { App } from "./App.tsx";

/**
 * Starts the app in `root`: hydrates the page rendered at build time that it holds, or renders over whatever it
 * holds (the app's frame); `onReady` once it has. The question every page asks first (who is logged in?) goes out before React
 * renders anything, so a member's page does not wait for the render to ask it.
 */
export function boot(root: HTMLElement, { hydrate, onReady }: { hydrate: boolean; onReady: () => void }) {
  const queryClient = createQueryClient();
  void queryClient.prefetchQuery(authStatusQuery);
  const app = <App queryClient={queryClient} hydrating={hydrate} onReady={onReady} />;
  if (hydrate) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
