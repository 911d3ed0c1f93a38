export { metricsRoutes } from "./routes.ts";
