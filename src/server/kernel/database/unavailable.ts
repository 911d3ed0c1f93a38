/** SQLSTATE class 08 (connection exception) and 57P01–57P03 (the server shutting down, crashed, or starting up). */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3])$/;
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT"]);
/** What node-postgres says, without a code, when a connection it holds or wants is gone. */
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

/** Whether a failure means the database cannot be reached right now (a restart, a network cut), not a bad query. */
export function isDatabaseUnavailable(error: { code?: unknown; message?: unknown }) {
  const code = typeof error.code === "string" ? error.code : "";
  if (UNAVAILABLE_SQLSTATE.test(code) || NETWORK_CODES.has(code)) return true;
  return typeof error.message === "string" && LOST_CONNECTION.test(error.message);
}
