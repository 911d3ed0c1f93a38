import type { ReactElement, ReactNode } from "react";
import { createRoutesFromChildren, matchRoutes, type RouteObject } from "react-router";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fillPath } from "../../shared/paths/call-path.ts";
import { isWebRoute, WEB_ROUTES } from "../../shared/web-routes.ts";
import { authStatus, member, renderAt, stubServer } from "../../../test/web/harness/render.tsx";
import { SHELL_COPY } from "../content/shell.ts";
import { SITE_COPY } from "../content/site.ts";
import { AppRoutes } from "./AppRoutes.tsx";
import { StartedFromBuildContext } from "./started-from-build.ts";

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

describe("/home", () => {
  const heroTitle = SITE_COPY.home.title;
  const homeAt = (startedFromBuild: boolean) =>
    renderAt(
      "/home",
      <StartedFromBuildContext value={startedFromBuild}>
        <AppRoutes />
      </StartedFromBuildContext>,
    );

  // jsdom plays no video; the hero's asks to.
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue();
  });

  it("never shows a member the public page while her session is asked for, when the app renders over the frame", async () => {
    const calls = stubServer(authStatus(member));
    homeAt(false);
    expect(screen.queryByRole("heading", { name: heroTitle })).not.toBeInTheDocument();
    expect(screen.getByText(SHELL_COPY.pageLoading)).toBeInTheDocument();
    await waitFor(() => expect(calls.map((call) => call.url)).toContain("/auth-status"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("heading", { name: heroTitle })).not.toBeInTheDocument();
  });

  it("renders the public page the build rendered while it hydrates it, and for a visitor", async () => {
    stubServer(authStatus(null));
    homeAt(true);
    expect(screen.getByRole("heading", { name: heroTitle })).toBeInTheDocument();
    cleanup();
    homeAt(false);
    expect(await screen.findByRole("heading", { name: heroTitle })).toBeInTheDocument();
  });
});
