/** What other features use of members: the step-up every sensitive admin action goes through. */
export { useStepUp, type StepUpGuard } from "./lib/use-step-up.tsx";
