/** A sponsor's answer to an applicant who named her (decision 0068), by the signed link she was sent. */
export const SPONSORSHIP_PATHS = {
  one: "/api/sponsorships/:token",
} as const;
