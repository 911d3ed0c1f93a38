import type { Db } from "../../kernel/database/database.ts";
import { committeesRoutes } from "./routes.ts";
import { committeesService } from "./service.ts";
import { volunteeringService } from "./volunteering-service.ts";

/**
 * The tiers' duties in software (decision 61): the club's committees (Executive and Hosting duties) and the volunteer
 * slots events ask for (Flying duties), with what a member gave this term.
 */
export function createCommittees(deps: { db: Db; now?: () => number }) {
  const committees = committeesService(deps);
  const volunteering = volunteeringService(deps);
  return { service: { committees, volunteering }, routes: committeesRoutes(committees, volunteering) };
}
