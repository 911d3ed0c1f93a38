import { describe, expect, it } from "vitest";
import { matchPath } from "./path-pattern.ts";
import { fillPath } from "./paths/call-path.ts";

const pathMatches = (pattern: string, pathname: string) => matchPath(pattern, pathname) !== null;

describe("a route pattern of the web app", () => {
  it("matches its fixed segments, in any case, and a trailing slash", () => {
    expect(pathMatches("/calendar", "/calendar")).toBe(true);
    expect(pathMatches("/calendar", "/Calendar/")).toBe(true);
    expect(pathMatches("/calendar", "/calendars")).toBe(false);
    expect(pathMatches("/admin/audit-log", "/admin")).toBe(false);
  });

  it("matches a parameter to exactly one non-empty segment", () => {
    expect(pathMatches("/events/:id", "/events/supper-at-the-glasshouse")).toBe(true);
    expect(pathMatches("/events/:id", "/events/")).toBe(false);
    expect(pathMatches("/events/:id", "/events")).toBe(false);
    expect(pathMatches("/events/:id", "/events/a/b")).toBe(false);
    expect(pathMatches("/events/invite/:token", "/events/invite/3f9a")).toBe(true);
  });

  it("names the parameters it matched, decoded", () => {
    expect(matchPath("/events/:id", "/events/supper%20club")).toEqual({ id: "supper club" });
    expect(matchPath("/calendar", "/calendar")).toEqual({});
    expect(matchPath("/events/:id", "/events/%E0%A4%A")).toEqual({ id: "%E0%A4%A" });
  });

  it("fills a path's parameters back in, encoded", () => {
    expect(fillPath("/api/events/:id", { id: "supper club/2" })).toBe("/api/events/supper%20club%2F2");
    expect(fillPath("/api/events", { id: "x" })).toBe("/api/events");
  });

  it("matches a last parameter marked optional to one segment or none", () => {
    expect(matchPath("/stays/:id?", "/stays")).toEqual({});
    expect(matchPath("/stays/:id?", "/stays/")).toEqual({});
    expect(matchPath("/stays/:id?", "/stays/new")).toEqual({ id: "new" });
    expect(pathMatches("/stays/:id?", "/stays/a/b")).toBe(false);
    expect(pathMatches("/stays/:id?", "/stay")).toBe(false);
    expect(fillPath("/stays/:id?", { id: "a b" })).toBe("/stays/a%20b");
    expect(fillPath("/stays/:id?", {})).toBe("/stays");
  });

  it("matches / only to itself", () => {
    expect(pathMatches("/", "/")).toBe(true);
    expect(pathMatches("/", "/about")).toBe(false);
  });
});
