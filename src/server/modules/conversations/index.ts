import type { Db } from "../../kernel/database/database.ts";
import { conversationsRoutes } from "./routes.ts";
import { conversationsService } from "./service.ts";

/** Direct messages and stay requests' conversations (docs/product/conversations.md, decision 0049). */
export function createConversations({ db }: { db: Db }) {
  const service = conversationsService(db);
  return { service, routes: conversationsRoutes(service) };
}

export { openIntroducedConversation, openStayConversation } from "./service.ts";
