import { describe, expect, it } from "vitest";
import { pathMatches } from "./path-pattern.ts";

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

  it("matches / only to itself", () => {
    expect(pathMatches("/", "/")).toBe(true);
    expect(pathMatches("/", "/about")).toBe(false);
  });
});
