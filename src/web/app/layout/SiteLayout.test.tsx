import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authStatus, member, renderAt, stubServer } from "../../../../test/web/harness/render.tsx";
import { pageTitle } from "../../content/page-titles.ts";
import { SiteLayout } from "./SiteLayout.tsx";

const config = (clubName: string) => (url: string) =>
  url === "/api/config"
    ? {
        body: {
          clubName,
          oidcEnabled: false,
          clubTimezone: "America/New_York",
          clubLocale: "en-US",
          clubCurrency: "USD",
          clubCountry: "US",
          clubContactEmail: null,
          mailConfigured: true,
        },
      }
    : undefined;

afterEach(() => vi.unstubAllGlobals());

describe("each page's title", () => {
  it("names the page, then the club", () => {
    expect(pageTitle("/calendar", "Salon")).toBe("Events · Salon");
    expect(pageTitle("/gallery/", "Salon")).toBe("Gallery · Salon");
    expect(pageTitle("/stays/12", "Salon")).toBe("Stays · Salon");
    expect(pageTitle("/admin", "Salon")).toBe("Admin Panel · Salon");
    expect(pageTitle("/login", "Salon")).toBe("Login · Salon");
    expect(pageTitle("/about", "The Linden Club")).toBe("About the club · The Linden Club");
    expect(pageTitle("/nowhere", "The Linden Club")).toBe("The Linden Club");
  });

  it("says the club's name as its admins set it", async () => {
    stubServer(authStatus(member), config("The Linden Club"));
    renderAt("/gallery", <SiteLayout />);
    await waitFor(() => expect(document.title).toBe("Gallery · The Linden Club"));
  });
});

describe("the club's name before its settings arrive", () => {
  afterEach(() => document.head.querySelector('meta[name="club-name"]')?.remove());

  it("is the name the server wrote into the page, so hydration finds the markup the page came with", async () => {
    const meta = document.createElement("meta");
    meta.name = "club-name";
    meta.content = "The Linden Club";
    document.head.append(meta);
    stubServer(authStatus(null));
    renderAt("/about", <SiteLayout />);
    expect(await screen.findByRole("link", { name: "The Linden Club, home" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Salon, home" })).not.toBeInTheDocument();
  });
});

describe("the public header", () => {
  it("offers a visitor the way in beside the menu", async () => {
    stubServer(authStatus(null), config("Salon"));
    renderAt("/about", <SiteLayout />);
    expect(await screen.findByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  });

  it("does not offer it to a member, nor on the login page itself", async () => {
    stubServer(authStatus(member), config("Salon"));
    renderAt("/about", <SiteLayout />);
    await screen.findByRole("link", { name: "Salon, home" });
    await waitFor(() => expect(screen.queryByRole("button", { name: /Menu/ })).toBeInTheDocument());
    expect(screen.queryByRole("link", { name: "Log in" })).not.toBeInTheDocument();
  });
});
