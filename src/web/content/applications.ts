/**
 * The words of the club application wizard at /request that its first step shows (docs/product/screens.md#application-wizard).
 * A public page with a tight JavaScript budget: the fields of the later steps, which load on demand, are in
 * applications-steps.ts, and the admins' review in applications-review.ts. Its messages both sides say: shared/texts/applications.ts.
 */
export const APPLICATIONS_COPY = {
  eyebrow: "Membership by invitation",
  title: "Apply to join",
  lede: "Three short steps. We read every application personally.",
  steps: ["Invitation Code", "Personal Information", "Additional Information"],
  stepsLabel: "Application steps",
  codeIntro: "Membership is by invitation. Enter the code a member or the club gave you.",
  codeLabel: "Invitation Code",
  codeCheckFailed: "Failed to validate code. Please try again later.",
  submitFailed: "Submission failed.",
  submitError: "Submission failed. Please try again.",
  submittedTitle: "Application Submitted Successfully!",
  submittedText: "Thank you. Our membership committee will read your application and write to you by email.",
  backHome: "Back to Home",
  back: "Back",
  submitting: "Submitting…",
  submit: "Submit Application",
  checking: "Checking…",
  next: "Next",
} as const;
