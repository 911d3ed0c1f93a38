/** What other features use of members, loaded on demand: the step-up every sensitive admin call goes through. */
export { stepUpThenRetry } from "./lib/step-up.tsx";
