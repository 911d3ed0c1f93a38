/** The sponsor's page (docs/product/membership.md#sponsors), at the link of her email or notice. */
export const SPONSORSHIP_COPY = {
  eyebrow: "Sponsorship",
  loading: "Loading the request…",
  heading: (name: string) => `${name} named you as her sponsor`,
  lede: "The admins would value a few words from you: how you know her, and why she belongs here. Only the admins read them.",
  herNote: "Her note to you",
  words: "Your words",
  wordsHint: "Needed to confirm; optional to decline.",
  confirm: "Confirm and vouch for her",
  decline: "Decline",
  sending: "Sending…",
  oops: "This request cannot be answered",
  failed: "That did not work. Please try again.",
  back: "Back to your notices",
} as const;
