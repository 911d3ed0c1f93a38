import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { authStatus, member, publicConfig, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { LoginPage } from "./LoginPage.tsx";

function Where() {
  return <p>at {useLocation().pathname}</p>;
}
const routes = (
  <Routes>
    <Route path="/login" element={<LoginPage />} />
    <Route path="*" element={<Where />} />
  </Routes>
);

const config = (oidcEnabled: boolean) => publicConfig({ mailConfigured: true, oidcEnabled });
const loginAnswer = (ok: boolean) => (url: string, init: RequestInit | undefined) =>
  url === "/login" && init?.method === "POST"
    ? ok
      ? { body: { ok: true, user: member, mustChangePassword: false } }
      : { status: 401, body: { error: "Login failed", message: "Login failed", code: "unauthenticated" } }
    : undefined;

async function logIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email"), "ada@salon.test");
  await user.type(screen.getByLabelText("Password"), "Velvet-Salon-2026");
  await user.click(screen.getByRole("button", { name: "Login" }));
}

describe("the login page", () => {
  it("asks for the second factor when the password was right, and goes on once the code is", async () => {
    const calls = stubServer(config(false), authStatus(member), (url, init) => {
      if (url === "/login" && init?.method === "POST")
        return { body: { twoFactorRequired: true, methods: ["totp", "recovery"] } };
      if (url === "/login/2fa") {
        const { code } = JSON.parse(String(init!.body)) as { code: string };
        return code === "123456"
          ? { body: { ok: true, user: member, mustChangePassword: false } }
          : { status: 400, body: { error: "That code is not right.", message: "x", code: "bad_request" } };
      }
      return undefined;
    });
    renderAt("/login?next=/gallery", routes);
    await logIn();
    const field = await screen.findByLabelText("Authentication code");
    expect(screen.queryByRole("button", { name: "Use a passkey" })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(field, "000000");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That code is not right.");
    expect(field).toHaveFocus();
    await user.type(field, "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("at /gallery")).toBeInTheDocument();
    expect(calls.filter((c) => c.url === "/login/2fa")).toHaveLength(2);
  });

  it("goes back to the password when the waiting login has expired", async () => {
    stubServer(config(false), authStatus(null), (url, init) =>
      url === "/login" && init?.method === "POST"
        ? { body: { twoFactorRequired: true, methods: ["totp", "recovery"] } }
        : url === "/login/2fa"
          ? { status: 401, body: { error: "Expired.", message: "Expired.", code: "unauthenticated" } }
          : undefined,
    );
    renderAt("/login", routes);
    await logIn();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Authentication code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your sign-in has expired");
    expect(screen.getByLabelText("Password")).toHaveValue("");
  });

  it("sends the credentials and goes to /home", async () => {
    const calls = stubServer(config(false), loginAnswer(true), authStatus(member));
    renderAt("/login", routes);
    await logIn();
    expect(await screen.findByText("at /home")).toBeInTheDocument();
    const post = calls.find((c) => c.url === "/login")!;
    expect(JSON.parse(String(post.init!.body))).toEqual({ email: "ada@salon.test", password: "Velvet-Salon-2026" });
  });

  it("returns to a same-origin next path after login", async () => {
    stubServer(config(false), loginAnswer(true), authStatus(member));
    renderAt("/login?next=%2Fevents%2F42", routes);
    await logIn();
    expect(await screen.findByText("at /events/42")).toBeInTheDocument();
  });

  it("ignores a next that leaves the site", async () => {
    stubServer(config(false), loginAnswer(true), authStatus(member));
    renderAt("/login?next=%2F%2Fevil.example", routes);
    await logIn();
    expect(await screen.findByText("at /home")).toBeInTheDocument();
  });

  it('shows "Login failed" in the page when the server refuses', async () => {
    stubServer(config(false), loginAnswer(false));
    renderAt("/login", routes);
    await logIn();
    expect(await screen.findByRole("alert")).toHaveTextContent("Login failed");
    expect(screen.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute("href", "/forgot-password");
  });

  it("says to wait when the server answers too many attempts (429)", async () => {
    stubServer(config(false), (url, init) =>
      url === "/login" && init?.method === "POST"
        ? {
            status: 429,
            body: {
              error: "Too many attempts. Please wait and try again.",
              message: "Too many attempts. Please wait and try again.",
              code: "rate_limited",
            },
          }
        : undefined,
    );
    renderAt("/login", routes);
    await logIn();
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts. Please wait and try again.");
  });

  it("offers the application and, only when configured, Login with Google", async () => {
    stubServer(config(true));
    renderAt("/login", routes);
    expect(await screen.findByRole("link", { name: "Login with Google" })).toHaveAttribute("href", "/auth/oidc/start");
    expect(screen.getByRole("link", { name: "Apply with Invitation Code" })).toHaveAttribute("href", "/request");
  });

  it("hides Login with Google when not configured", async () => {
    const calls = stubServer(config(false));
    renderAt("/login", routes);
    await screen.findByRole("button", { name: "Login" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.some((c) => c.url === "/api/config")).toBe(true);
    expect(screen.queryByRole("link", { name: "Login with Google" })).not.toBeInTheDocument();
  });
});
