export { oidcRoutes } from "./routes.ts";
