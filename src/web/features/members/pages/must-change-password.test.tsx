import { screen } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { RequireAdmin, RequireMember } from "../../../app/guards.tsx";
import { admin, authStatus, member, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";

function Where() {
  return <p>at {useLocation().pathname}</p>;
}
const routes = (
  <Routes>
    <Route path="/calendar" element={<RequireMember>calendar page</RequireMember>} />
    <Route path="/settings" element={<RequireMember>settings page</RequireMember>} />
    <Route path="/users" element={<RequireAdmin nonAdminTo="/no-permission">users page</RequireAdmin>} />
    <Route path="*" element={<Where />} />
  </Routes>
);
const pending = (user: typeof member | typeof admin) => (url: string) =>
  url === "/auth-status" ? { body: { authenticated: true, user, mustChangePassword: true } } : undefined;

describe("a member with a temporary password", () => {
  it("is sent from any protected page to /settings", async () => {
    stubServer(pending(member));
    renderAt("/calendar", routes);
    expect(await screen.findByText("settings page")).toBeInTheDocument();
  });

  it("is sent from an admin page to /settings too", async () => {
    stubServer(pending(admin));
    renderAt("/users", routes);
    expect(await screen.findByText("settings page")).toBeInTheDocument();
  });

  it("reaches the page once the password has been changed", async () => {
    stubServer(authStatus(member));
    renderAt("/calendar", routes);
    expect(await screen.findByText("calendar page")).toBeInTheDocument();
  });
});
