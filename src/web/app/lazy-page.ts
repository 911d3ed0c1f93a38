import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** A page in a chunk of its own, with `preload` to start fetching it before it renders (e.g. while a guard waits). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** Wraps a dynamic import of a module exporting the page under `name`; the import runs once. */
export function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (loading ??= load().then((module) => ({ default: module[name] })));
  return Object.assign(lazy(preload), { preload });
}
