import { QueryClientProvider } from "@tanstack/react-query";
import { createRoot } from "react-dom/client";
import { STEP_UP_REQUIRED } from "../../../../shared/step-up.ts";
import { ApiError } from "../../../lib/api.ts";
import { createQueryClient } from "../../../lib/query-client.ts";
import { StepUpDialog } from "../components/StepUpDialog.tsx";

/** Shows the step-up dialog over the page; answers whether she proved it is her (false when she cancelled). */
function askForProof(): Promise<boolean> {
  return new Promise((resolve) => {
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    const done = (proven: boolean) => {
      root.unmount();
      container.remove();
      resolve(proven);
    };
    root.render(
      <QueryClientProvider client={createQueryClient()}>
        <StepUpDialog onProven={() => done(true)} onCancel={() => done(false)} />
      </QueryClientProvider>,
    );
  });
}

/**
 * What a sensitive admin call does when it fails (loaded only then): when the server asked for a step-up (403
 * `step_up_required`), asks her for a proof and makes the same call once more; any other failure, or a cancelled
 * dialog, fails as the server answered.
 */
export async function stepUpThenRetry<T>(error: unknown, call: () => Promise<T>): Promise<T> {
  if (!(error instanceof ApiError) || error.code !== STEP_UP_REQUIRED) throw error;
  if (!(await askForProof())) throw error;
  return call();
}
