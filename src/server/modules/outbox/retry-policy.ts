const MINUTE_MS = 60_000;

export interface RetryPolicy {
  /** Wait after the first failed attempt; each further failure doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A message not delivered this long after it was queued is marked failed (24 hours: docs/product/emails.md#the-outbox). */
  giveUpAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * MINUTE_MS,
  giveUpAfterMs: 24 * 60 * MINUTE_MS,
};

/**
 * When to try again after `attempts` failed attempts, or undefined to give up. The last retry is
 * moved up to the deadline rather than dropped, so every message gets a try at the 24-hour mark.
 */
export function nextAttemptAt(
  policy: RetryPolicy,
  attempts: number,
  createdAt: number,
  now: number,
): number | undefined {
  const deadline = createdAt + policy.giveUpAfterMs;
  if (now >= deadline) return undefined;
  const delay = Math.min(policy.firstDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
  // Up to 10% jitter keeps instances that failed together from retrying in lockstep.
  const jittered = delay + Math.floor(Math.random() * delay * 0.1);
  return Math.min(now + jittered, deadline);
}

/** The mail server refused this recipient for good (e.g. 550 no such mailbox): retrying cannot help. */
export function isPermanentFailure(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600 && command === "RCPT TO";
}
