import { screen } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { admin, authStatus, member, renderAt, stubServer } from "../../../test/web/harness/render.tsx";
import { RequireAdmin, RequireMember } from "./guards.tsx";

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function routes() {
  return (
    <Routes>
      <Route path="/calendar" element={<RequireMember>calendar page</RequireMember>} />
      <Route path="/admin" element={<RequireAdmin nonAdminTo="/home">admin page</RequireAdmin>} />
      <Route path="/users" element={<RequireAdmin nonAdminTo="/no-permission">users page</RequireAdmin>} />
      <Route path="*" element={<Where />} />
    </Routes>
  );
}

describe("protected routes", () => {
  it('say "No Access" while the status is unknown', () => {
    stubServer(() => undefined);
    // The default handler answers after a tick; before that the status is unknown.
    renderAt("/calendar", routes());
    expect(screen.getByText("No Access")).toBeInTheDocument();
  });

  it("send a logged-out visitor to the login with the way back", async () => {
    stubServer(authStatus(null));
    renderAt("/calendar?view=past", routes());
    expect(await screen.findByText("at /login?next=%2Fcalendar%3Fview%3Dpast")).toBeInTheDocument();
  });

  it("keep the #fragment of an emailed link on the way back", async () => {
    stubServer(authStatus(null));
    renderAt("/calendar?tab=notes#comment-12", routes());
    expect(await screen.findByText("at /login?next=%2Fcalendar%3Ftab%3Dnotes%23comment-12")).toBeInTheDocument();
  });

  it("show the page to a member", async () => {
    stubServer(authStatus(member));
    renderAt("/calendar", routes());
    expect(await screen.findByText("calendar page")).toBeInTheDocument();
  });
});

describe("admin routes", () => {
  it("send a member who is not an admin from /admin to /home", async () => {
    stubServer(authStatus(member));
    renderAt("/admin", routes());
    expect(await screen.findByText("at /home")).toBeInTheDocument();
  });

  it("send a member who is not an admin from /users to /no-permission", async () => {
    stubServer(authStatus(member));
    renderAt("/users", routes());
    expect(await screen.findByText("at /no-permission")).toBeInTheDocument();
  });

  it("send a logged-out visitor to the login", async () => {
    stubServer(authStatus(null));
    renderAt("/admin", routes());
    expect(await screen.findByText("at /login?next=%2Fadmin")).toBeInTheDocument();
  });

  it("show the page to an admin", async () => {
    stubServer(authStatus(admin));
    renderAt("/users", routes());
    expect(await screen.findByText("users page")).toBeInTheDocument();
  });
});
