import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../kernel/database/database.ts";
import { testDialect } from "../../../../test/server/harness/test-app.ts";
import { invitation, smtpWorkerClub } from "../../../../test/server/kits/outbox-test-kit.ts";

/** MAIL_RATE: bulk email at the club's rate, across every worker (moved out of worker.test.ts). */
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const { setUp, workerFor } = smtpWorkerClub(cleanups);

describe(`mail delivery at MAIL_RATE (${testDialect})`, () => {
  it("throttles bulk email to MAIL_RATE while transactional email goes at once", async () => {
    const { smtp, server, outbox } = await setUp({}, { MAIL_RATE: "20" });
    const bulk = Array.from({ length: 6 }, (_, i) => ({
      to: `reader${i}@example.com`,
      kind: "bulk",
      subject: "Club news",
      text: "News",
      html: "<p>News</p>",
      headers: { "List-Unsubscribe": "<https://club.example/unsubscribe/x>" },
    }));
    await server.app.mail.enqueueRendered(bulk);
    await server.app.mail.enqueue(invitation("urgent@example.com"));

    const started = Date.now();
    await workerFor(server, { mailRate: server.config.mailRate }).drain();
    const elapsed = Date.now() - started;
    await smtp.waitForMessages(7);
    expect(smtp.received[0]!.envelopeTo).toEqual(["urgent@example.com"]);
    expect(elapsed).toBeGreaterThanOrEqual(5 * 50 - 10); // six bulk messages at 20 per second: five gaps of 50 ms
    expect(
      smtp.received.find((email) => email.envelopeTo[0] === "reader0@example.com")!.headers.get("list-unsubscribe"),
    ).toBe("<https://club.example/unsubscribe/x>");
    expect((await outbox.countByStatus()).sent).toBe(7);
  });

  it("keeps MAIL_RATE for the whole club: three workers on separate connections send bulk at the rate together", async () => {
    const rate = 10;
    const { server, outbox } = await setUp({}, { MAIL_RATE: String(rate) });
    const count = 30;
    await server.app.mail.enqueueRendered(
      Array.from({ length: count }, (_, i) => ({
        to: `reader${i}@example.com`,
        kind: "bulk",
        subject: "Club news",
        text: "News",
        html: "<p>News</p>",
      })),
    );
    const handedOver: number[] = [];
    const recording = { send: async () => void handedOver.push(performance.now()), close() {} };
    const workers = [server.database, openDatabase(server.config.database), openDatabase(server.config.database)].map(
      (database, index) => {
        if (index > 0) cleanups.push(() => database.close());
        return workerFor(server, { database, transport: recording, mailRate: rate, batchSize: 4 });
      },
    );
    const sentBy = await Promise.all(workers.map((worker) => worker.drain()));
    expect(sentBy.reduce((sum, sent) => sum + sent, 0)).toBe(count);
    expect(sentBy.filter((sent) => sent > 0).length).toBeGreaterThan(1);
    expect((await outbox.countByStatus()).sent).toBe(count);

    // One turn every 100 ms across the club: 30 messages take 29 gaps, and no second holds more than the rate
    // (one more at most where a late timer puts two turns' messages in one second).
    expect(handedOver[count - 1]! - handedOver[0]!).toBeGreaterThanOrEqual((count - 1) * (1000 / rate) - 10);
    const busiestSecond = Math.max(
      ...handedOver.map((start) => handedOver.filter((at) => at >= start && at < start + 1000).length),
    );
    expect(busiestSecond).toBeLessThanOrEqual(rate + 1);
  });
});
