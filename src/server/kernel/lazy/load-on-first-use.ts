/**
 * A library of a rare path, loaded when it is first needed rather than with the server (decision 16): every caller
 * shares the one import, and an import that failed is forgotten so that the next call tries again.
 */
export function loadOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
