import type { Dialect } from "../database.ts";

/** The few column types the two dialects spell differently; everything else is written once. */
export const autoId = (dialect: Dialect) => (dialect === "postgres" ? "serial" : "integer");
export const timestamp = (dialect: Dialect) => (dialect === "postgres" ? "bigint" : "integer");
