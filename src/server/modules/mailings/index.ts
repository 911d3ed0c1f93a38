export { mailLog } from "./mail-log.ts";
export { mailingRoutes } from "./routes.ts";
export { endUnsubscribeLinksOf } from "./service.ts";
export { unsubscribeRoutes } from "./unsubscribe-routes.ts";
