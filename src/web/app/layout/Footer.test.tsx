import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../../../test/web/harness/render.tsx";
import { Footer } from "./Footer.tsx";

describe("the footer", () => {
  it("carries the current year and the legal links", () => {
    renderAt("/", <Footer />);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Salon`))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy-policy");
    expect(screen.getByRole("link", { name: "Terms of service" })).toHaveAttribute("href", "/terms-of-service");
    expect(screen.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
  });

  it("renders the year it is given", () => {
    renderAt("/", <Footer year={2031} />);
    expect(screen.getByText(/© 2031 Salon/)).toBeInTheDocument();
  });
});
