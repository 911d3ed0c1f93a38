import { createElement, lazy, useEffect, useState, type ComponentType } from "react";

/**
 * A page in a chunk of its own, with `preload` to start fetching it before it renders (e.g. while a guard
 * waits). Once its chunk has arrived it renders at once; before, it suspends (PageSlot shows "Loading…").
 */
export type LazyPage = ComponentType & { preload: () => Promise<unknown>; settled: () => boolean };

/** Wraps a dynamic import of a module exporting the page under `name`; the import runs once. */
export function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  let settled = false;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name];
        settled = true;
        return { default: loaded };
      },
      (error: unknown) => {
        settled = true;
        throw error;
      },
    ));
  const Suspending = lazy(preload);
  const Page = () => createElement(loaded ?? Suspending);
  return Object.assign(Page, { preload, settled: () => settled });
}

/**
 * Starts fetching the page's chunk and tells when it has arrived (or failed: the page then renders, and
 * its boundary says it could not load). A guard that waits for this renders the page without suspending,
 * so React shows it as soon as it can, not up to 300 ms later as it does when a suspended page resolves.
 */
export function usePageChunk(page: LazyPage): boolean {
  const [settled, setSettled] = useState(page.settled);
  void page.preload().catch(() => undefined);
  useEffect(() => {
    if (settled) return;
    let current = true;
    const done = () => current && setSettled(true);
    void page.preload().then(done, done);
    return () => {
      current = false;
    };
  }, [page, settled]);
  return settled;
}
