import { describe, expect, it } from "vitest";
import { callPath } from "./call-path.ts";

describe("callPath", () => {
  it("fills and encodes every parameter and appends only the defined query values", () => {
    expect(callPath("/api/users/:userId/admin", { userId: 7 })).toBe("/api/users/7/admin");
    expect(callPath("/api/events/:id", { id: "a b/c" })).toBe("/api/events/a%20b%2Fc");
    expect(callPath("/api/calendar/:secret.ics", { secret: "s3" })).toBe("/api/calendar/s3.ics");
    expect(callPath("/api/admin/mailings", {}, { limit: 20, before: undefined })).toBe("/api/admin/mailings?limit=20");
    expect(callPath("/api/members", {}, { q: "Ana & Bea" })).toBe("/api/members?q=Ana+%26+Bea");
  });
});
