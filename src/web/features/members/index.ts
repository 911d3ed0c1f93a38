/** What other features use of members, loaded on demand: the step-up every sensitive admin call goes through. */
export { stepUpThenRetry } from "./lib/step-up.tsx";
/** After a password reset: every sign-in method on her account, each removed in one step (the reset page loads it). */
export { ReviewSignInMethods } from "./components/ReviewSignInMethods.tsx";
/** The registration link to pass on by hand while no mail server is set up (the applications review uses it too). */
export { RegistrationLinkOffer } from "./components/RegistrationLinkOffer.tsx";
