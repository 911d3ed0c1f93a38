import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { authStatus, member, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { SignInLinkPage } from "./SignInLinkPage.tsx";

function Where() {
  return <p>at {useLocation().pathname}</p>;
}
const routes = (
  <Routes>
    <Route path="/sign-in/:token" element={<SignInLinkPage />} />
    <Route path="*" element={<Where />} />
  </Routes>
);

const linkAnswer = (ok: boolean) => (url: string, init: RequestInit | undefined) =>
  url === "/api/sign-in-link" && init?.method === "POST"
    ? ok
      ? { body: { ok: true, user: member, mustChangePassword: false } }
      : {
          status: 400,
          body: {
            error: "This sign-in link is invalid, used or expired. Please log in again.",
            message: "x",
            code: "bad_request",
          },
        }
    : undefined;

describe("the sign-in link page", () => {
  it("uses nothing when opened, and signs in with the link's token when its button is pressed", async () => {
    const calls = stubServer(linkAnswer(true), authStatus(member));
    renderAt("/sign-in/the-token", routes);
    expect(calls.some((c) => c.url === "/api/sign-in-link")).toBe(false);
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("at /home")).toBeInTheDocument();
    const post = calls.find((c) => c.url === "/api/sign-in-link")!;
    expect(JSON.parse(String(post.init!.body))).toEqual({ token: "the-token" });
  });

  it("says a used or expired link is no longer valid, with the way back to Login", async () => {
    stubServer(linkAnswer(false));
    renderAt("/sign-in/used-token", routes);
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign in" }));
    expect(
      await screen.findByText("This sign-in link is invalid, used or expired. Please log in again."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Login" })).toHaveAttribute("href", "/login");
  });
});
