import { exhibitionsRoutes } from "./routes.ts";
import { exhibitionsService, type ExhibitionsContext } from "./service.ts";

/**
 * Exhibitions (decision 72): an event its organiser or an admin makes an exhibition, the showcase pieces members
 * exhibit in it, and her tier's exhibiting fee on her ledger.
 */
export function createExhibitions(deps: ExhibitionsContext) {
  const service = exhibitionsService(deps);
  return { service, routes: exhibitionsRoutes(service) };
}
