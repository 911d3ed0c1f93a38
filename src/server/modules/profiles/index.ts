export { avatarRoutes } from "./avatar-routes.ts";
export { profileRoutes } from "./routes.ts";
export { profilesService } from "./service.ts";
