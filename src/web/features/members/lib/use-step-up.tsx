import { useCallback, useState, type ReactNode } from "react";
import { STEP_UP_REQUIRED } from "../../../../shared/step-up.ts";
import { ApiError } from "../../../lib/api.ts";
import { StepUpDialog } from "../components/StepUpDialog.tsx";

/** Runs a call; when the server asks for a step-up, asks her for a proof and runs the call once more. */
export type StepUpGuard = <T>(call: () => Promise<T>) => Promise<T>;

/** For a call made where no step-up can be asked: it fails as the server answered. */
export const noStepUp: StepUpGuard = (call) => call();

interface Waiting {
  proven: () => void;
  cancelled: () => void;
}

/**
 * The one way the admin screens meet a step-up (403 `step_up_required`): `guard` wraps a call, and `dialog` is the
 * element to render; the call is retried once she has proven it is her, or fails as it did when she cancels.
 */
export function useStepUp(): { guard: StepUpGuard; dialog: ReactNode } {
  const [waiting, setWaiting] = useState<Waiting | null>(null);

  const guard = useCallback<StepUpGuard>(async (call) => {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== STEP_UP_REQUIRED) throw error;
      const proven = await new Promise<boolean>((resolve) => {
        setWaiting({ proven: () => resolve(true), cancelled: () => resolve(false) });
      });
      setWaiting(null);
      if (!proven) throw error;
      return call();
    }
  }, []);

  const dialog = waiting ? <StepUpDialog onProven={waiting.proven} onCancel={waiting.cancelled} /> : null;
  return { guard, dialog };
}
