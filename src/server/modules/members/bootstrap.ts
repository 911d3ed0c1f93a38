import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { ConfigError } from "../../config.ts";
import { hashPassword, passwordProblem } from "../auth/passwords.ts";
import { membersRepository } from "./repository.ts";

/**
 * DECISIONS §1: when no admin exists at start, create one from ADMIN_EMAIL/ADMIN_PASSWORD, or
 * admin@localhost with a random password printed once to the log.
 */
export async function ensureFirstAdmin(db: Db, config: Config, log: FastifyBaseLogger) {
  const members = membersRepository(db);
  if (await members.anyActiveAdmin()) return;

  const email = config.admin.email ?? "admin@localhost";
  const generated = config.admin.password === undefined;
  const password = config.admin.password ?? randomBytes(12).toString("base64url");
  const problem = passwordProblem(password);
  if (problem) throw new ConfigError(`Invalid configuration: ADMIN_PASSWORD ${problem.replace(/^Password /, "").toLowerCase()}`);

  const existing = await members.findByEmail(email);
  if (existing) {
    await members.grantAdmin(existing.user_id);
    log.warn({ email }, "No admin existed: the member with ADMIN_EMAIL was made an admin");
    return;
  }
  try {
    await members.create({ name: "Admin", email, type: "Founding", admin: true, passwordHash: await hashPassword(password) });
  } catch (error) {
    // Another instance starting on the same database created the first admin a moment ago.
    if (await members.anyActiveAdmin()) return;
    throw error;
  }
  if (generated) {
    log.warn(`First admin created: ${email} with the password ${password} (shown once; change it in Settings)`);
  } else {
    log.info({ email }, "First admin created");
  }
}
