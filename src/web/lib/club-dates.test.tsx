import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubServer } from "../../../test/web/harness/render.tsx";
import { useClubDates } from "./club-dates.ts";

function When() {
  const dates = useClubDates();
  return <p>{dates.span({ startDate: "2027-01-15", startTime: "18:00", endTime: "21:00" })}</p>;
}

const clubConfig = (clubLocale: string, clubTimezone: string) => (url: string) =>
  url === "/api/config"
    ? {
        body: {
          clubName: "Salon",
          oidcEnabled: false,
          clubTimezone,
          clubLocale,
          clubCurrency: "GBP",
          clubCountry: "GB",
          clubContactEmail: null,
          mailConfigured: true,
        },
      }
    : undefined;

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <When />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe("useClubDates", () => {
  it("writes as the server's default club on the first paint, then as the club's config says", async () => {
    stubServer(clubConfig("en-GB", "Europe/London"));
    show();
    // The first paint matches what a prerendered page holds: the server's default (en-US), no hydration mismatch.
    expect(screen.getByText("Fri, Jan 15, 2027, 6:00 – 9:00 PM")).toBeInTheDocument();
    expect(await screen.findByText("Fri 15 Jan 2027, 18:00–21:00")).toBeInTheDocument();
  });

  it("keeps the default when the config cannot be read", async () => {
    stubServer();
    show();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText("Fri, Jan 15, 2027, 6:00 – 9:00 PM")).toBeInTheDocument();
  });
});
