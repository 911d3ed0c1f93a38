import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { StrictMode, useState, type ReactNode } from "react";
import { BrowserRouter } from "react-router";
import { createQueryClient } from "../lib/query-client.ts";
import { AppRoutes } from "./AppRoutes.tsx";

interface AppShellProps {
  router: (props: { children: ReactNode }) => ReactNode;
  /** The browser's client, already asking who is logged in (boot.tsx); a new one when rendered at build time. */
  queryClient?: QueryClient;
}

/** The app around a router: the browser's in the page, a static one when pages are rendered at build time. */
export function AppShell({ router: Router, queryClient: given }: AppShellProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router>
          <AppRoutes />
        </Router>
      </QueryClientProvider>
    </StrictMode>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return <AppShell router={BrowserRouter} queryClient={queryClient} />;
}
