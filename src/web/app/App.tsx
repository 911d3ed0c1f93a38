import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { StrictMode, useEffect, useState, type ReactNode } from "react";
import { BrowserRouter } from "react-router";
import { createQueryClient } from "../lib/query-client.ts";
import { AppRoutes } from "./AppRoutes.tsx";
import { StartedFromBuildContext } from "./started-from-build.ts";

interface AppShellProps {
  router: (props: { children: ReactNode }) => ReactNode;
  /** The app's routes; another set only to render the app's frame at build time (entry-prerender.tsx). */
  routes?: ReactNode;
  /** The browser's client, already asking who is logged in (boot.tsx); a new one when rendered at build time. */
  queryClient?: QueryClient;
}

/** The app around a router: the browser's in the page, a static one when pages are rendered at build time. */
export function AppShell({ router: Router, routes = <AppRoutes />, queryClient: given }: AppShellProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router>{routes}</Router>
      </QueryClientProvider>
    </StrictMode>
  );
}

interface AppProps {
  queryClient: QueryClient;
  /** Whether it hydrates a page rendered at build time (else it renders over the app's frame). */
  hydrating: boolean;
  onReady: () => void;
}

export function App({ queryClient, hydrating, onReady }: AppProps) {
  // Effects run once the first render (or hydration) of the whole app has been committed.
  useEffect(onReady, [onReady]);
  return (
    <StartedFromBuildContext value={hydrating}>
      <AppShell router={BrowserRouter} queryClient={queryClient} />
    </StartedFromBuildContext>
  );
}
