import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import type { MetricsService } from "./service.ts";

/** GET /metrics: Prometheus's text format, for the monitoring system only (METRICS_TOKEN; off when unset). */
export const metricsRoutes = (metrics: MetricsService): RouteTable => [
  route({
    method: "GET",
    url: "/metrics",
    guard: "anyone",
    schema: {
      tags: ["operations"],
      summary: "Prometheus metrics; 404 unless METRICS_TOKEN is set, then only with `Authorization: Bearer <token>`",
    },
    handler: async (request, reply) => {
      const scrape = await metrics.scrape(request.headers.authorization);
      return reply.header("cache-control", "no-store").type(scrape.contentType).send(scrape.text);
    },
  }),
];
