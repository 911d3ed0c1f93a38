/** What the server says of sponsorships (decision 0068); the sponsor's page shows the same words. */
export const SPONSORSHIP_TEXTS = {
  notFound: "This request was not found.",
  wordsNeeded: "A few words are needed to confirm.",
  expired: "This link has expired: the admins will decide without your word.",
  answered: "You have already answered this request.",
  decided: "The admins have already decided on this application.",
  confirmed: (name: string) => `Thank you: you vouched for ${name}. The admins will read your words.`,
  declined: (name: string) => `You declined to sponsor ${name}. The admins will know.`,
} as const;
