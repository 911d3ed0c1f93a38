/** Runs at most `limit` tasks at once; the others wait their turn in arrival order, and every task is run. */
export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a turn. */
  readonly waiting: number;
}

export function createConcurrencyLimit(limit: number): ConcurrencyLimit {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`a concurrency limit must be a whole number ≥ 1, not ${limit}`);
  let active = 0;
  const queue: Array<() => void> = [];

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      // A finishing task hands its turn straight to the next in line, so `active` never dips and lets a newcomer jump ahead.
      if (active < limit) active += 1;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
