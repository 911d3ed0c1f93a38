import { z } from "zod";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import type { HealthService } from "./service.ts";

const statusSchema = z.object({ status: z.string() });

export const healthRoutes = (health: HealthService): RouteTable => [
  route({
    method: "GET",
    url: "/healthz",
    guard: "anyone",
    schema: { tags: ["operations"], response: { 200: statusSchema } },
    handler: async () => health.alive(),
  }),
  route({
    method: "GET",
    url: "/readyz",
    guard: "anyone",
    schema: { tags: ["operations"], response: { 200: statusSchema } },
    handler: async (request) => health.ready(request.log),
  }),
];
