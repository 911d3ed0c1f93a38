import type { FastifyInstance } from "fastify";
import { registerMembershipRoutes } from "./routes.ts";
import { membershipService } from "./service.ts";

export { assertTierAllowed, housingDiscountOf, tierAllowedFor } from "./service.ts";

/** The membership module's routes, with its service built here (routes.ts never reads the database itself). */
export async function membershipRoutes(fastify: FastifyInstance) {
  registerMembershipRoutes(
    fastify,
    membershipService({ db: fastify.database.db, currency: fastify.config.clubCurrency }),
  );
}
