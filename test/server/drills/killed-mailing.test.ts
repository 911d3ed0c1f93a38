import { afterAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../../src/server/kernel/database/migrate.ts";
import { startSmtpTestServer } from "../kits/smtp-test-server.ts";
import { insertMembers } from "../kits/mailings-test-kit.ts";
import { freshPlace, type Place } from "../instances/instances-kit.ts";
import { openPlaceDatabase, sleep, spawnServer, type ServerProcess } from "../harness/server-process.ts";
import { testDialect } from "../harness/test-app.ts";

/**
 * Fault drill: the server process killed (SIGKILL) during a mailing, at the worst moment: a message is on the
 * wire, received by the mail server but not yet acknowledged. After the restart every member gets the mailing,
 * and nothing is sent twice except, at most, that one message (docs/product/emails.md#the-outbox), under the same Message-ID.
 */
const ADMIN = { email: "drill-admin@example.com", password: "Velvet-Evening-Drill-7" };
const MEMBERS = 40;
const KILL_AT = 12;
let server: ServerProcess | undefined;
let place: Place | undefined;

afterAll(async () => {
  await server?.kill();
  await place?.remove();
});

describe(`fault drill: the process killed during a mailing (${testDialect})`, () => {
  it(
    "delivers to every member after a restart, repeating at most the message that was on the wire",
    { timeout: 120_000 },
    async () => {
      place = await freshPlace("drill-mailing");
      const setup = openPlaceDatabase(place);
      await migrateToLatest(setup);
      const members = await insertMembers({ database: setup }, MEMBERS, "Drill");
      await setup.close();

      let onWire: (recipient: string) => void;
      const heldRecipient = new Promise<string>((resolve) => (onWire = resolve));
      let release: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let arrived = 0;
      const smtp = await startSmtpTestServer({
        async beforeAccept(raw) {
          arrived += 1;
          if (arrived !== KILL_AT) return;
          onWire(/^To: (.+)$/m.exec(raw)![1]!.trim());
          await released;
        },
      });
      const env = {
        ...place.env,
        SMTP_URL: smtp.url,
        MAIL_RATE: "50",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: "warn",
      };
      try {
        server = await spawnServer(env);
        await server.ready();
        const login = await fetch(`${server.base}/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(ADMIN),
        });
        const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
        const sent = await fetch(`${server.base}/api/admin/send-email`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json" },
          body: JSON.stringify({ subject: "Drill", body: "<p>Hello</p>", recipientGroup: "all" }),
        });
        expect(sent.status).toBe(200);
        expect(((await sent.json()) as { recipients: number }).recipients).toBe(MEMBERS + 1);

        const recipientOnWire = await heldRecipient;
        expect(await server.kill()).toBeNull();
        release!();
        await sleep(200);
        const beforeRestart = smtp.received.length;
        expect(beforeRestart).toBe(KILL_AT);

        // The dead worker's claims run out after five minutes; the drill moves their clock on instead of waiting.
        const outbox = openPlaceDatabase(place);
        const orphaned = await outbox.db
          .updateTable("outbox")
          .set({ claimed_until: 0 })
          .where("status", "=", "sending")
          .executeTakeFirst();
        expect(Number(orphaned.numUpdatedRows)).toBeGreaterThan(0);
        await outbox.close();

        server = await spawnServer(env);
        await server.ready();
        await smtp.waitForMessages(MEMBERS + 1, 60_000);
        await sleep(1_500); // anything sent twice would arrive now
        expect(await server.kill("SIGTERM")).toBe(0);

        const copies = new Map<string, string[]>();
        for (const email of smtp.received)
          copies.set(email.to, [...(copies.get(email.to) ?? []), email.headers.get("message-id")!]);
        expect([...copies.keys()].sort()).toEqual([...members.map((m) => m.email), ADMIN.email].sort());
        // The mail server took the held message after its sender died, so the restarted worker sends it again: the
        // one repeat allowed, with the same Message-ID (a receiving server may drop it). No other message repeats.
        const repeated = [...copies].filter(([, ids]) => ids.length > 1);
        expect(repeated.map(([to, ids]) => [to, ids.length])).toEqual([[recipientOnWire, 2]]);
        expect(new Set(repeated[0]![1]).size).toBe(1);
        expect(smtp.received).toHaveLength(MEMBERS + 2);

        const after = openPlaceDatabase(place);
        const statuses = await after.db.selectFrom("outbox").select("status").execute();
        await after.close();
        expect(statuses.every((row) => row.status === "sent")).toBe(true);
        expect(statuses).toHaveLength(MEMBERS + 1);
      } finally {
        release!();
        await smtp.stop();
      }
    },
  );
});
