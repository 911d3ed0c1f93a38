import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { buildApp } from "../../../src/server/app.ts";
import { loadConfig, type Config, type Database as DatabaseConfig } from "../../../src/server/config.ts";
import { openDatabase, type Database } from "../../../src/server/kernel/database/database.ts";
import { migrateToLatest } from "../../../src/server/kernel/database/migrate.ts";
import { hashPassword } from "../../../src/server/modules/auth/passwords.ts";
import { outboxRepository } from "../../../src/server/modules/outbox/repository.ts";
import { membersRepository } from "../../../src/server/modules/members/repository.ts";
import type { MemberType } from "../../../src/shared/members.ts";
import { MAILINGS_AT_ONCE } from "./mailings-at-once.ts";

/** Which database the server tests run on: SQLite by default, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDialect = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Builds a fresh app on the same data, as a restart would. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** The lines an app logs, as objects, for tests that read its log (`startTestServer(env, { log })`). */
export class TestLog extends Writable {
  readonly lines: { msg: string; level: number; [field: string]: unknown }[] = [];

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    for (const line of chunk.toString().split("\n").filter(Boolean))
      this.lines.push(JSON.parse(line) as TestLog["lines"][number]);
    done();
  }

  /** The authentication log's events (modules/auth/auth-events.ts), with each line's level. */
  authEvents() {
    return this.lines
      .filter((line) => line.msg === "authentication")
      .map((line) => ({ ...(line.auth as object), level: line.level }));
  }
}

/**
 * A real app on a real, empty database of its own (a temp SQLite file, or a fresh PostgreSQL schema). Silent,
 * unless given a TestLog to write its info lines to.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  { log }: { log?: TestLog } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "salon-test-"));
  // Admins here sign in with a password alone unless a test asks for REQUIRE_ADMIN_2FA (two-factor.test.ts does).
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: log ? "info" : "silent",
    REQUIRE_ADMIN_2FA: "false",
    ...MAILINGS_AT_ONCE,
    ...env,
  });
  let schema: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    schema = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    config.database = { kind: "postgres", url: process.env.TEST_DATABASE_URL, schema } satisfies DatabaseConfig;
  }

  const server = { config } as TestServer;
  const open = async () => {
    server.database = openDatabase(config.database);
    await migrateWithRetry(server.database);
    server.app = await buildApp({
      config,
      database: server.database,
      webDistDir: path.join(dataDir, "no-web-build"),
      ...(log ? { logStream: log } : {}),
    });
  };
  const shut = async () => {
    await server.app.close();
    await server.database.close();
  };
  await open();
  server.restart = async () => {
    await shut();
    await open();
  };
  server.close = async () => {
    await shut();
    if (schema) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return server;
}

/**
 * Kysely's migrator reads the catalog of every schema in the test database; when another test file drops
 * its schema at that moment, PostgreSQL fails the read with `schema "test_…" does not exist`. Each
 * migration runs in its own transaction and applied ones are skipped, so trying again is safe.
 */
async function migrateWithRetry(database: Database) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await migrateToLatest(database);
    } catch (error) {
      if (attempt >= 5 || !/schema "test_[0-9a-f]+" does not exist/.test(String(error))) throw error;
    }
  }
}

export const TEST_PASSWORD = "Velvet-Salon-2026";

let sequence = 0;

// One argon2id hash per password for the whole run (the worker keeps this module: decision 65). Each costs 15–50 ms
// of CPU and the factory made thousands; a member's row, not her salt, is what a test is about, and every login still
// verifies its password against a real hash of today's settings.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hashed = hashes.get(password);
  if (!hashed) hashes.set(password, (hashed = hashPassword(password)));
  return hashed;
};

/** Creates a member directly in the database (a factory, not an API call). */
export async function createMember(
  server: TestServer,
  overrides: { name?: string; email?: string; type?: MemberType; admin?: boolean; password?: string } = {},
) {
  sequence += 1;
  const member = {
    name: overrides.name ?? `Member ${sequence}`,
    email: overrides.email ?? `member${sequence}-${randomBytes(3).toString("hex")}@salon.test`,
    type: overrides.type ?? "Standard",
    admin: overrides.admin ?? false,
    password: overrides.password ?? TEST_PASSWORD,
  };
  const userId = await membersRepository(server.database.db).create({
    ...member,
    passwordHash: await hashOnce(member.password),
  });
  return { ...member, userId };
}

export type Role = "anonymous" | "Standard" | "Travel Host" | "Founding" | "admin";

let loginAddress = 0;

/** Logs in through POST /login and returns the session cookie to send with later calls. Each login comes from its own address, so the per-address login limit only bites tests about it. */
export async function login(app: FastifyInstance, email: string, password = TEST_PASSWORD) {
  loginAddress += 1;
  const remoteAddress = `127.${(loginAddress >> 16) & 255}.${(loginAddress >> 8) & 255}.${loginAddress & 255}`;
  const response = await app.inject({ method: "POST", url: "/login", payload: { email, password }, remoteAddress });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return sessionCookie(response);
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith("salon_session"));
  if (!cookie) throw new Error("no session cookie in the answer");
  return `${cookie.name}=${cookie.value}`;
}

/** A member of the given role, logged in; anonymous gives no cookie. */
export async function actAs(server: TestServer, role: Role) {
  if (role === "anonymous") return { cookie: undefined, member: undefined };
  const member = await createMember(server, role === "admin" ? { admin: true, type: "Founding" } : { type: role });
  return { cookie: await login(server.app, member.email), member };
}

/** The emails queued for an address, oldest first, with their bodies as they will be sent (the outbox is where every email starts). */
export async function queuedEmails(server: TestServer, to: string) {
  const rows = await server.database.db
    .selectFrom("outbox")
    .select(["kind", "subject", "text_body", "html_body", "body_id", "body_fill"])
    .where("recipient_email", "=", to.toLowerCase())
    .orderBy("id")
    .execute();
  return outboxRepository(server.database.db, server.database.dialect).withBodies(rows);
}

/** The secret of the last link of the given path queued for an address, e.g. linkToken(server, to, "/register/"). */
export async function linkToken(server: TestServer, to: string, pathPrefix: string) {
  const emails = await queuedEmails(server, to);
  const pattern = new RegExp(`${pathPrefix.replaceAll("/", "\\/")}([A-Za-z0-9_-]+)`);
  for (const email of emails.reverse()) {
    const match = pattern.exec(email.text_body);
    if (match) return match[1]!;
  }
  throw new Error(`no ${pathPrefix} link queued for ${to}`);
}
