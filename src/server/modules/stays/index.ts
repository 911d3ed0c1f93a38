export { stayRoutes } from "./routes.ts";
export { unpublishHomesOf } from "./service.ts";
