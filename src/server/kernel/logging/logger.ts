import type { FastifyBaseLogger } from "fastify";

/** The server's structured logger (pino, as Fastify makes it), for the code that runs outside a request's handler. */
export type Logger = Pick<FastifyBaseLogger, "debug" | "info" | "warn" | "error">;
