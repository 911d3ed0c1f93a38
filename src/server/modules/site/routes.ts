import { publicConfigSchema } from "../../../shared/config.ts";
import { SESSION_PATHS } from "../../../shared/paths/session.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import type { SiteService } from "./service.ts";

export const siteRoutes = (site: SiteService): RouteTable => [
  route({
    method: "GET",
    url: SESSION_PATHS.config,
    guard: "anyone",
    schema: { tags: ["site"], summary: "Public facts about this club", response: { 200: publicConfigSchema } },
    handler: async () => site.publicConfig(),
  }),
];
