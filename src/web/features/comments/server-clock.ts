/**
 * The server's clock as far as the browser can know it. Every comment's time was written by the server, so the
 * server's clock stands at least that late when the answer arrives: a browser whose clock runs behind (or a page
 * open for a while) never takes a fresh comment for one written in the future.
 */
let serverAheadMs = 0;

/** Takes note of times the server wrote, read from an answer that has just arrived. */
export function noteServerTimes(times: readonly string[], receivedAt = Date.now()): void {
  for (const time of times) {
    const ahead = Date.parse(time) - receivedAt;
    if (ahead > serverAheadMs) serverAheadMs = ahead;
  }
}

export const serverNow = (): Date => new Date(Date.now() + serverAheadMs);

/** Tests start from a browser whose clock agrees with the server's. */
export function resetServerClock(): void {
  serverAheadMs = 0;
}
