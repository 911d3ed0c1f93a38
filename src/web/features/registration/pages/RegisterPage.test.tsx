import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { RegisterPage } from "./RegisterPage.tsx";

function Where() {
  return <p>at {useLocation().pathname}</p>;
}
const routes = (
  <Routes>
    <Route path="/register/:token" element={<RegisterPage />} />
    <Route path="*" element={<Where />} />
  </Routes>
);
const token = (answer: { status?: number; body: unknown }) => (url: string) =>
  url === "/api/register/validate-token/tok123" ? answer : undefined;
const invited = token({ body: { email: "ada@example.com", type: "Travel Host", name: null } });
const error = (status: number, text: string) => ({
  status,
  body: { error: text, message: text, code: status === 404 ? "not_found" : "bad_request" },
});

async function fill(password: string, confirmation: string, name = "Ada Lovelace") {
  const user = userEvent.setup({ delay: null });
  if (name) await user.type(await screen.findByLabelText("Name"), name);
  await user.type(screen.getByLabelText("Password"), password);
  await user.type(screen.getByLabelText("Confirm password"), confirmation);
  await user.click(screen.getByRole("button", { name: "Create account" }));
}

describe("registration with an invitation link", () => {
  it("shows that it is checking, then the form with the invited email and type fixed", async () => {
    stubServer(invited);
    renderAt("/register/tok123", routes);
    expect(screen.getByRole("status")).toHaveTextContent("Checking your invitation");
    expect(await screen.findByLabelText("Email")).toHaveValue("ada@example.com");
    expect(screen.getByLabelText("Email")).toBeDisabled();
    expect(screen.getByLabelText("Account type")).toHaveValue("Travel Host");
    expect(screen.getByLabelText("Account type")).toBeDisabled();
  });

  it("starts the name as the one she applied under, and lets her change it before sending", async () => {
    const calls = stubServer(
      token({ body: { email: "ada@example.com", type: "Travel Host", name: "Augusta Ada King" } }),
      (url) => (url === "/api/register" ? { status: 201, body: { ok: true, message: "Welcome." } } : undefined),
    );
    const user = userEvent.setup({ delay: null });
    vi.stubGlobal("location", { ...window.location, replace: vi.fn() });
    renderAt("/register/tok123", routes);
    const name = await screen.findByLabelText("Name");
    expect(name).toHaveValue("Augusta Ada King");
    expect(name).toBeEnabled();
    await user.clear(name);
    await user.type(name, "Ada Lovelace");
    await user.type(screen.getByLabelText("Password"), "Velvet-Salon-2026");
    await user.type(screen.getByLabelText("Confirm password"), "Velvet-Salon-2026");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await vi.waitFor(() => expect(calls.some((c) => c.url === "/api/register")).toBe(true));
    vi.unstubAllGlobals();
    const sent = JSON.parse(String(calls.find((c) => c.url === "/api/register")!.init!.body));
    expect(sent.name).toBe("Ada Lovelace");
  });

  it("says the link is invalid when the server does not know it", async () => {
    stubServer(token(error(404, "Invalid or expired token. Please request a new invitation.")));
    renderAt("/register/tok123", routes);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Invalid or expired token. Please request a new invitation.",
    );
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
  });

  it("says the check failed when the server cannot answer", async () => {
    stubServer(token(error(500, "Something broke.")));
    renderAt("/register/tok123", routes);
    expect(await screen.findByRole("alert")).toHaveTextContent("Error verifying token. Please try again later.");
  });

  it("checks the name and that the passwords match before sending", async () => {
    const calls = stubServer(invited);
    renderAt("/register/tok123", routes);
    await fill("Velvet-Salon-2026", "Velvet-Salon-2027");
    expect(screen.getByRole("alert")).toHaveTextContent("Passwords do not match.");
    await userEvent.clear(screen.getByLabelText("Name"));
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Name is required.");
    expect(calls.some((c) => c.url === "/api/register")).toBe(false);
  });

  it("shows the server's message when registration is refused", async () => {
    stubServer(invited, (url) =>
      url === "/api/register" ? error(400, "This password is too common. Please choose another.") : undefined,
    );
    renderAt("/register/tok123", routes);
    await fill("password1", "password1");
    expect(await screen.findByRole("alert")).toHaveTextContent("This password is too common. Please choose another.");
  });

  it("creates the account with the invited type and lands on her home page, signed in", async () => {
    let registered = false;
    const calls = stubServer(invited, (url) => {
      if (url === "/api/register") {
        registered = true;
        return { status: 201, body: { ok: true, message: "Your account is ready. Welcome to the club." } };
      }
      if (url === "/auth-status")
        return {
          body: registered
            ? {
                authenticated: true,
                user: { user_id: 9, name: "Ada Lovelace", type: "Travel Host", admin: false },
                mustChangePassword: false,
              }
            : { authenticated: false },
        };
      return undefined;
    });
    // jsdom does not navigate: record where the page sends her (a fresh load of /home, with her new session).
    const replace = vi.fn();
    vi.stubGlobal("location", { ...window.location, replace });
    renderAt("/register/tok123", routes);
    await fill("Velvet-Salon-2026", "Velvet-Salon-2026");
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith("/home"));
    vi.unstubAllGlobals();
    const sent = JSON.parse(String(calls.find((c) => c.url === "/api/register")!.init!.body));
    expect(sent).toEqual({ token: "tok123", name: "Ada Lovelace", password: "Velvet-Salon-2026", type: "Travel Host" });
  });
});
