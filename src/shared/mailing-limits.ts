/** How much a mailing may hold: kept apart from the schemas so that the words (texts/mailings.ts) can quote them. */
export const MAILING_LIMITS = {
  subjectMax: 200,
  /** 200 KB of UTF-8 (docs/product/limits.md#field-limits). */
  bodyMaxBytes: 200 * 1024,
  selectedMax: 10_000,
  membersPageMax: 1000,
  logPageMax: 100,
} as const;
