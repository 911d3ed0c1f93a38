import { describe, expect, it } from "vitest";
import { loggableUrl } from "./loggable-url.ts";

describe("a URL as the request log keeps it", () => {
  it("masks the token of an emailed link, as a page and as the call behind it, and the calendar feed's secret", () => {
    expect(loggableUrl("/reset-password/Zm9vYmFy")).toBe("/reset-password/…");
    expect(loggableUrl("/sign-in/Zm9vYmFy")).toBe("/sign-in/…");
    expect(loggableUrl("/register/abc123?utm=mail")).toBe("/register/…?utm=mail");
    expect(loggableUrl("/events/invite/abc123")).toBe("/events/invite/…");
    expect(loggableUrl("/api/events/invite/abc123")).toBe("/api/events/invite/…");
    expect(loggableUrl("/api/register/validate-token/abc123")).toBe("/api/register/validate-token/…");
    expect(loggableUrl("/unsubscribe/abc123")).toBe("/unsubscribe/…");
    expect(loggableUrl("/unsubscribe/digest/abc123")).toBe("/unsubscribe/digest/…");
    expect(loggableUrl("/api/calendar/s3cr3t.ics")).toBe("/api/calendar/…");
  });

  it("masks the values of secret query parameters and keeps the rest", () => {
    expect(loggableUrl("/auth/oidc/callback?code=abc&state=def&iss=https%3A%2F%2Fid.example")).toBe(
      "/auth/oidc/callback?code=…&state=…&iss=https%3A%2F%2Fid.example",
    );
    expect(loggableUrl("/x?token=t&page=2")).toBe("/x?token=…&page=2");
  });

  it("leaves every other URL as it is", () => {
    for (const url of [
      "/api/events?from=2026-11-24&limit=20",
      "/events/supper-at-the-glasshouse",
      "/api/events/01a2",
      "/register",
      "/calendar",
      "/api/comments?commentableId=abc",
    ]) {
      expect(loggableUrl(url)).toBe(url);
    }
  });
});
