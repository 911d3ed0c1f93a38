import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { AboutPage } from "./AboutPage.tsx";
import { ActivitiesPage } from "./ActivitiesPage.tsx";
import { MembershipPage } from "./MembershipPage.tsx";

const renamedClub = (url: string) =>
  url === "/api/config"
    ? {
        body: {
          clubName: "The Linden Club",
          oidcEnabled: false,
          clubTimezone: "Europe/London",
          clubLocale: "en-GB",
          clubCurrency: "GBP",
          clubCountry: "GB",
          clubContactEmail: null,
          mailConfigured: true,
        },
      }
    : undefined;

const eyebrow = () => document.querySelector(".page-heading .eyebrow");

describe("the public pages' headings name the club as its settings do", () => {
  it.each<[string, ReactNode]>([
    ["/about", <AboutPage />],
    ["/activities", <ActivitiesPage />],
    ["/membership", <MembershipPage />],
  ])("%s: the prerendered name first (no hydration mismatch), then the club settings' name", async (path, page) => {
    stubServer(renamedClub);
    renderAt(path, page);
    expect(eyebrow()).toHaveTextContent(/^Salon$/);
    expect(await screen.findByText("The Linden Club")).toHaveClass("eyebrow");
  });
});
