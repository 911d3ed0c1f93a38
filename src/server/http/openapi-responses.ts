import { apiErrorSchema } from "../../shared/errors.ts";

/** Declares the error answers a route can give, for the OpenAPI document. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema]));
}
