import type { TestServer } from "../harness/test-app.ts";
import { testMailWorker } from "./outbox-test-kit.ts";
import { outboxRepository } from "../../../src/server/modules/outbox/repository.ts";

type Who = { cookie: string | undefined };

/** Calls the API as a logged-in member (or anonymously, with no cookie). */
export function mailCaller(server: TestServer) {
  return (who: Who, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    server.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: who.cookie ? { cookie: who.cookie } : {},
    });
}

export const count = async (
  server: TestServer,
  table: "outbox" | "outbox_bodies" | "mailings" | "mailing_recipients" | "audit_log",
) =>
  Number(
    (
      await server.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The outbox rows of one mailing, by recipient, with each copy's bodies as they will be sent. */
export async function mailingRows(server: TestServer, mailingId: number) {
  const rows = await server.database.db
    .selectFrom("outbox")
    .selectAll()
    .where("idempotency_key", "like", `mailing:${mailingId}:%`)
    .orderBy("recipient_user_id")
    .execute();
  return outboxRepository(server.database.db, server.database.dialect).withBodies(rows);
}

/** A complete, valid send-email payload; override what a test is about. */
export const mailPayload = (overrides: Record<string, unknown> = {}) => ({
  subject: "Spring gathering",
  body: "<p>Dear members, <strong>join us</strong> in April.</p>",
  recipientGroup: "all",
  ...overrides,
});

/** Runs a worker until nothing is due, then stops it. */
export async function deliverAll(server: TestServer) {
  const worker = testMailWorker(server);
  try {
    return await worker.drain();
  } finally {
    await worker.stop();
  }
}

/** Adds `n` active Standard members straight into the database (no password: they only receive mail). */
export async function insertMembers(
  server: Pick<TestServer, "database">,
  n: number,
  prefix: string,
): Promise<{ user_id: number; email: string }[]> {
  const rows = Array.from({ length: n }, (_, i) => ({
    name: `${prefix} ${String(i).padStart(5, "0")}`,
    email: `${prefix}-${i}@bulk.test`.toLowerCase(),
    type: "Standard",
    admin: 0,
    password_hash: null,
    created_at: Date.now(),
  }));
  const inserted: { user_id: number; email: string }[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    inserted.push(
      ...(await server.database.db
        .insertInto("users")
        .values(rows.slice(start, start + 500))
        .returning(["user_id", "email"])
        .execute()),
    );
  }
  return inserted;
}
