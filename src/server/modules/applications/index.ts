export { applicationRoutes } from "./routes.ts";
export { acceptedPropertyOf } from "./service.ts";
