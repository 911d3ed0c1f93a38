import { apiErrorSchema } from "../../../shared/errors.ts";
import { stepUpRequiredSchema } from "../../../shared/step-up-schemas.ts";

/** Declares the error answers a route can give, for the OpenAPI document. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema]));
}

/** The error answers of a route that may ask for a step-up: its 403 carries the methods (docs/product/http.md). */
export function stepUpErrorResponses(...statuses: number[]) {
  return { ...errorResponses(...statuses), 403: stepUpRequiredSchema };
}
