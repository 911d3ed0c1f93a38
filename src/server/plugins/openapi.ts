import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** Collects every route's zod schemas into one OpenAPI document; register before the modules. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Salon API", version: "1.0.0", description: "The calls of the Salon web app." },
    },
    transform: jsonSchemaTransform,
  });
}

export function registerOpenApiDocument(app: FastifyInstance) {
  app.get("/api/docs", { schema: { hide: true } }, async () => app.swagger());
}
