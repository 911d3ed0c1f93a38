import type { TestServer } from "../harness/test-app.ts";

export type CallMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * A test file's way to call its server: each call from the next address of `subnet` (a file of its own, so that the
 * per-address sign-in limits of one test never meet another's), with the cookie and body given.
 */
export function callsFrom(server: () => TestServer, subnet: string, headers: Record<string, string> = {}) {
  let address = 0;
  return (method: CallMethod, url: string, cookie?: string, payload?: object) =>
    server().app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      remoteAddress: `${subnet}.${(address >> 8) & 255}.${(address += 1) & 255}`,
    });
}

/** Where a passkey is made for this server: its origin and relying party id. */
export const relyingParty = (server: TestServer) => ({
  origin: server.config.publicUrl.origin,
  rpId: server.config.publicUrl.hostname,
});
