import type { ReactElement, ReactNode } from "react";
import { createRoutesFromChildren, matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { fillPath } from "../../shared/paths/call-path.ts";
import { isWebRoute, WEB_ROUTES } from "../../shared/web-routes.ts";
import { AppRoutes } from "./AppRoutes.tsx";

const tree = createRoutesFromChildren((AppRoutes() as ReactElement<{ children: ReactNode }>).props.children);

/** Every path of the router's tree, joined to its parents' (an index route is its parent's path). */
function pathsOf(routes: RouteObject[], parent = "/"): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent.replace(/\/$/, "")}/${route.path.replace(/^\//, "")}`;
    return [...(route.index || route.path !== undefined ? [path] : []), ...pathsOf(route.children ?? [], path)];
  });
}

/** Whether the router shows its not-found page (the "*" route) at `pathname`. */
const routerFindsNothing = (pathname: string) => matchRoutes(tree, pathname)?.at(-1)?.route.path === "*";

describe("the server's table of the app's routes (shared/web-routes.ts)", () => {
  it("is exactly the router's, less its not-found page", () => {
    const routerPaths = pathsOf(tree);
    expect(routerPaths).toContain("/*");
    expect(routerPaths.filter((path) => path !== "/*").sort()).toEqual([...WEB_ROUTES].sort());
  });

  it("matches a path as the router does: the server's 404 is the router's not-found page", () => {
    const known = [
      ...WEB_ROUTES.map((route) => fillPath(route, { id: "supper-at-the-glasshouse", token: "3f9a" })),
      ...["/About/", "/CALENDAR", "/events/invite/abc/", "/events/supper%20club", "/events/x/", "/events/invite"],
    ];
    const unknown = [
      "/nowhere",
      "/events",
      "/events/",
      "/events/a/b",
      "/admin/nothing",
      "/calendar/2026",
      "/aboutt",
      "/page-preloads.json",
    ];
    for (const path of known) expect([path, isWebRoute(path), routerFindsNothing(path)]).toEqual([path, true, false]);
    for (const path of unknown) expect([path, isWebRoute(path), routerFindsNothing(path)]).toEqual([path, false, true]);
  });
});
