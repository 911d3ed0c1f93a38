import path from "node:path";
import type { FastifySchema, RouteOptions } from "fastify";
import { buildApp } from "../../../src/server/app.ts";
import { startTestServer, type TestServer } from "../harness/test-app.ts";

/** One route as the server registered it: `key` is "METHOD /url" as written in the route table. */
export interface CatalogRoute {
  key: string;
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

/** OpenID Connect routes exist only when it is configured; an unreachable issuer keeps them offline. */
export const OIDC_ENV = {
  OIDC_ISSUER: "http://127.0.0.1:9",
  OIDC_CLIENT_ID: "salon",
  OIDC_CLIENT_SECRET: "salon-test-secret",
};

/**
 * A test server whose app was built with an onRoute hook, so the tests read the server's own route list:
 * a route added to any module shows up here without anyone editing a list. HEAD and OPTIONS twins are left out.
 */
export async function startCatalogedServer(
  env: Record<string, string> = {},
): Promise<{ server: TestServer; routes: CatalogRoute[] }> {
  const server = await startTestServer({ ...OIDC_ENV, ...env });
  const routes: CatalogRoute[] = [];
  const collect = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === "HEAD" || method === "OPTIONS") continue;
      routes.push({ key: `${method} ${route.url}`, method, url: route.url, schema: route.schema });
    }
  };
  const app = await buildApp({
    config: server.config,
    database: server.database,
    webDistDir: path.join(server.config.dataDir, "no-web-build"),
    onRoute: collect,
  });
  await app.ready();
  await server.app.close();
  server.app = app;
  routes.sort((a, b) => a.key.localeCompare(b.key));
  return { server, routes };
}
