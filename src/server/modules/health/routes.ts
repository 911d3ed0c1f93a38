import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ERROR_TEXTS } from "../../../shared/texts/errors.ts";
import { HttpError } from "../../kernel/http/errors.ts";

const statusSchema = z.object({ status: z.string() });

export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get("/healthz", { schema: { tags: ["operations"], response: { 200: statusSchema } } }, async () => ({
    status: "ok",
  }));

  app.get("/readyz", { schema: { tags: ["operations"], response: { 200: statusSchema } } }, async (request) => {
    try {
      await app.database.ping();
    } catch (error) {
      request.log.warn({ err: error }, "database not ready");
      throw new HttpError(503, "unavailable", ERROR_TEXTS.databaseNotAnswering);
    }
    return { status: "ready" };
  });
}
