// negotiator 1.x has no published types (@types/negotiator describes 0.6, without `preferred`): what Salon uses of it.
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> });
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
