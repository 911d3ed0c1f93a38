/** The bench club's sizes and sign-in, shared by seed-bench.ts and bench.ts. */
export const BENCH = {
  members: 5_000,
  events: 10_000,
  images: 20_000,
  comments: 100_000,
  /** Open upcoming events whose comment threads are busy, and how many comments each carries. */
  busyEvents: 5,
  busyComments: 200,
  password: "Bench-Salon-2026",
  emailDomain: "bench.salon.test",
} as const;

export const benchEmail = (userId: number) => `member${String(userId).padStart(4, "0")}@${BENCH.emailDomain}`;
