/** Makes a sensitive admin call; the step-up dialog is loaded only when the server asks for one (lib/step-up.tsx). */
export const withStepUp = <T>(call: () => Promise<T>): Promise<T> =>
  call().catch(async (error: unknown) => (await import("../lib/step-up.tsx")).stepUpThenRetry(error, call));
