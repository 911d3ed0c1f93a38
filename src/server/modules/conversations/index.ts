import type { Db } from "../../kernel/database/database.ts";
import type { Outbox } from "../outbox/index.ts";
import { conversationsRoutes } from "./routes.ts";
import { conversationsService } from "./service.ts";

/** Direct messages and stay requests' conversations (docs/product/conversations.md, decision 0049). */
export function createConversations({ db, mail }: { db: Db; mail: Pick<Outbox, "enqueue" | "enqueueMany"> }) {
  const service = conversationsService(db, mail);
  return { service, routes: conversationsRoutes(service) };
}

export { openIntroducedConversation, openStayConversation } from "./service.ts";
export { messageLimits } from "./limits.ts";
export type { ConversationsService } from "./service.ts";
