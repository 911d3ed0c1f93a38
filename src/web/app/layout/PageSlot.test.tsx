import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../../../test/web/harness/render.tsx";
import { lazyPage } from "../lazy-page.ts";
import { PageSlot } from "./PageSlot.tsx";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderWith(Page: ReturnType<typeof lazyPage>) {
  return renderAt(
    "/lazy",
    <Routes>
      <Route
        element={
          <>
            <Link to="/other">Other</Link>
            <PageSlot />
          </>
        }
      >
        <Route path="lazy" element={<Page />} />
        <Route path="other" element={<main>Other page</main>} />
      </Route>
    </Routes>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe("a page in a chunk of its own", () => {
  it('shows "Loading…" while its chunk arrives, then the page', async () => {
    const chunk = deferred<{ Page: () => React.JSX.Element }>();
    renderWith(lazyPage(() => chunk.promise, "Page"));
    expect(screen.getByText("Loading…").closest("main")).toHaveAttribute("aria-busy", "true");
    chunk.resolve({ Page: () => <main>The page itself</main> });
    expect(await screen.findByText("The page itself")).toBeInTheDocument();
  });

  it("says so when its chunk fails to arrive, and another page still opens", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const chunk = deferred<{ Page: () => React.JSX.Element }>();
    renderWith(lazyPage(() => chunk.promise, "Page"));
    chunk.reject(new TypeError("Failed to fetch dynamically imported module"));
    expect(await screen.findByRole("alert")).toHaveTextContent("This page could not be loaded");
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("link", { name: "Other" }));
    expect(await screen.findByText("Other page")).toBeInTheDocument();
  });

  it("is fetched once, however often it is preloaded", async () => {
    const load = vi.fn(() => Promise.resolve({ Page: () => <main>Once</main> }));
    const page = lazyPage(load, "Page");
    await Promise.all([page.preload(), page.preload()]);
    renderWith(page);
    expect(await screen.findByText("Once")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("renders at once, without the placeholder, once its chunk has arrived", async () => {
    const page = lazyPage(() => Promise.resolve({ Page: () => <main>Already here</main> }), "Page");
    await page.preload();
    expect(page.settled()).toBe(true);
    renderWith(page);
    expect(screen.getByText("Already here")).toBeInTheDocument();
    expect(screen.queryByText("Loading…")).not.toBeInTheDocument();
  });
});
