export { auditRoutes } from "./routes.ts";
export { recordAudit } from "./service.ts";
