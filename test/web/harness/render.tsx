import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";

type Handler = (url: string, init: RequestInit | undefined) => { status?: number; body: unknown } | undefined;

/** Stubs fetch for component tests: each call is answered by the first handler that returns something. */
export function stubServer(...handlers: Handler[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, init });
      for (const handler of handlers) {
        const answer = handler(url, init);
        if (answer) {
          const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
          return new Response(text, {
            status: answer.status ?? 200,
            headers: { "content-type": typeof answer.body === "string" ? "text/plain" : "application/json" },
          });
        }
      }
      return new Response(JSON.stringify({ error: "Not found.", message: "Not found.", code: "not_found" }), {
        status: 404,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

export const member = { user_id: 7, name: "Ada Lovelace", type: "Founding", admin: false } as const;
export const admin = { user_id: 1, name: "Grace Hopper", type: "Founding", admin: true } as const;

export const authStatus =
  (user: typeof member | typeof admin | null): Handler =>
  (url) =>
    url === "/auth-status"
      ? { body: user ? { authenticated: true, user, mustChangePassword: false } : { authenticated: false } }
      : undefined;

/** GET /api/config: the club's public facts, with a mail server set up or (`mailConfigured: false`) none. */
export const publicConfig =
  ({ mailConfigured, oidcEnabled = false }: { mailConfigured: boolean; oidcEnabled?: boolean }): Handler =>
  (url) =>
    url === "/api/config"
      ? {
          body: {
            clubName: "Salon",
            oidcEnabled,
            clubTimezone: "America/New_York",
            clubLocale: "en-US",
            clubCurrency: "USD",
            clubCountry: "US",
            clubContactEmail: null,
            mailConfigured,
          },
        }
      : undefined;

export function renderAt(path: string, ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
