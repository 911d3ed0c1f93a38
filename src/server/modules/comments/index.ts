export { commentRoutes } from "./routes.ts";
export { deleteCommentsOf } from "./service.ts";
