import type { FastifyInstance } from "fastify";
import { authorizeScrape, METRICS_CONTENT_TYPE, renderMetrics } from "./service.ts";

/** GET /metrics: Prometheus's text format, for the monitoring system only (METRICS_TOKEN; off when unset). */
export async function metricsRoutes(app: FastifyInstance) {
  app.get(
    "/metrics",
    {
      schema: {
        tags: ["operations"],
        summary: "Prometheus metrics; 404 unless METRICS_TOKEN is set, then only with `Authorization: Bearer <token>`",
      },
    },
    async (request, reply) => {
      authorizeScrape(app.config.metricsToken, request.headers.authorization);
      return reply
        .header("cache-control", "no-store")
        .type(METRICS_CONTENT_TYPE)
        .send(await renderMetrics(app.database));
    },
  );
}
