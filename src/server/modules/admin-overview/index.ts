export { adminOverviewRoutes } from "./routes.ts";
