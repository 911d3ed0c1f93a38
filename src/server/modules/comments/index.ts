import type { Db } from "../../kernel/database/database.ts";
import type { Outbox } from "../outbox/index.ts";
import { commentRoutes } from "./routes.ts";
import { commentsService } from "./service.ts";

/** Comments on events and images, their likes and mentions. */
export function createComments(deps: {
  db: Db;
  mail: Pick<Outbox, "enqueue" | "enqueueMany">;
  requireAdmin2fa: boolean;
}) {
  const service = commentsService(deps.db, deps.mail, { requireAdmin2fa: deps.requireAdmin2fa });
  return { service, routes: commentRoutes(service) };
}

export { deleteCommentsOf } from "./service.ts";
export { commentPostingLimits } from "./limits.ts";
export type { CommentsService } from "./service.ts";
