import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, useState, type ReactNode } from "react";
import { BrowserRouter } from "react-router";
import { createQueryClient } from "../lib/query-client.ts";
import { AppRoutes } from "./AppRoutes.tsx";

/** The app around a router: the browser's in the page, a static one when pages are rendered at build time. */
export function AppShell({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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

export function App() {
  return <AppShell router={BrowserRouter} />;
}
