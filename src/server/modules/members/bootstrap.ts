import { randomBytes } from "node:crypto";
import type { Logger } from "../../kernel/logging/logger.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../kernel/database/database.ts";
import { ConfigError } from "../../config.ts";
import { hashPassword, passwordProblem } from "../auth/index.ts";
import { membersRepository } from "./repository.ts";

/** Writes to standard output, where the person who started the server reads it (not the JSON log). */
const toStdout = (text: string) => void process.stdout.write(text);

/** The generated password as a plain framed block, so that it stands out from the JSON log lines around it. */
export function firstAdminNotice(email: string, password: string, loginUrl: string): string {
  const lines = [
    "The first admin was created. This password is shown only this once:",
    "",
    `  Email     ${email}`,
    `  Password  ${password}`,
    "",
    `Log in at ${loginUrl}`,
    "and choose your own password: this one works until then.",
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = "─".repeat(width + 2);
  return ["", `┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`, "", ""].join("\n");
}

/**
 * When no admin exists at start, create one from ADMIN_EMAIL/ADMIN_PASSWORD, or admin@localhost with a
 * random password printed once on standard output (`print`), never in the log. That generated password works like a
 * temporary one (it must be replaced at the first login) but does not expire: whoever started the server may log in
 * days later, and nobody else has seen it. A password set in ADMIN_PASSWORD is the operator's own choice: no change.
 */
export async function ensureFirstAdmin(db: Db, config: Config, log: Logger, print: (text: string) => void = toStdout) {
  const members = membersRepository(db);
  if (await members.anyActiveAdmin()) return;

  const email = config.admin.email ?? "admin@localhost";
  const generated = config.admin.password === undefined;
  const password = config.admin.password ?? randomBytes(12).toString("base64url");
  const problem = await passwordProblem(password);
  if (problem)
    throw new ConfigError(`Invalid configuration: ADMIN_PASSWORD ${problem.replace(/^Password /, "").toLowerCase()}`);

  const existing = await members.findByEmail(email);
  if (existing) {
    await members.grantAdmin(existing.user_id);
    log.warn({ email }, "No admin existed: the member with ADMIN_EMAIL was made an admin");
    return;
  }
  try {
    await members.create({
      name: "Admin",
      email,
      type: "Founding",
      admin: true,
      passwordHash: await hashPassword(password),
      mustChangePassword: generated,
    });
  } catch (error) {
    // Another instance starting on the same database created the first admin a moment ago.
    if (await members.anyActiveAdmin()) return;
    throw error;
  }
  if (generated) {
    log.warn(
      { email },
      "First admin created with a generated password, printed once on standard output; it must be changed at the first login",
    );
    print(firstAdminNotice(email, password, new URL("/login", config.publicUrl).href));
  } else {
    log.info({ email }, "First admin created");
  }
}
