import { ERROR_TEXTS } from "../../../shared/texts/errors.ts";
import type { Database } from "../../kernel/database/database.ts";
import { HttpError } from "../../kernel/http/errors.ts";
import type { Logger } from "../../kernel/logging/logger.ts";

/** Whether this instance is alive, and whether it can serve (its database answers). */
export function healthService(database: Database) {
  return {
    alive: () => ({ status: "ok" }),
    async ready(log: Logger) {
      try {
        await database.ping();
      } catch (error) {
        log.warn({ err: error }, "database not ready");
        throw new HttpError(503, "unavailable", ERROR_TEXTS.databaseNotAnswering);
      }
      return { status: "ready" };
    },
  };
}

export type HealthService = ReturnType<typeof healthService>;
