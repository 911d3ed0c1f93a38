// A small club for the whole events list (GET /api/events with no parameters, docs/performance.md): 200 members and 200 events, a
// year back and a year ahead, one in seven invite-only with five invitations, up to 30 participants each: an answer of
// about 200 KB, as a club's calendar is. Seeded in SQLite under `dataDir` (emptied first) with a session per member.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Insertable } from "kysely";
import { openDatabase } from "../../src/server/kernel/database/database.ts";
import { migrateToLatest } from "../../src/server/kernel/database/migrate.ts";
import type { Tables } from "../../src/server/kernel/database/schema.ts";
import { hashToken } from "../../src/server/kernel/tokens/tokens.ts";
import { MEMBER_TYPES } from "../../src/shared/members.ts";
import { clubEvents, seededRandom } from "./club-events.ts";
import { finishLoad, insertBatched, insertSessions } from "./inserter.ts";

export const WHOLE_LIST = { members: 200, events: 200 } as const;
const DAY = 86_400_000;

/** Seeds the club and returns a session cookie for every member but the admin (member 1). */
export async function seedWholeListClub(dataDir: string): Promise<string[]> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const generator = seededRandom(0x51a7e);
  const { pick } = generator;
  const now = Date.now();

  const database = openDatabase({ kind: "sqlite", file: path.join(dataDir, "salon.sqlite") });
  try {
    await migrateToLatest(database);
    const users: Insertable<Tables["users"]>[] = [];
    for (let id = 1; id <= WHOLE_LIST.members; id++)
      users.push({
        user_id: id,
        name: `Member ${id} ${pick(["Adler", "Dubois", "Okafor", "Nakamura"])}`,
        email: `whole-list-${id}@bench.salon.test`,
        type: id === 1 ? "Founding" : pick(MEMBER_TYPES),
        admin: id === 1 ? 1 : 0,
        password_hash: "not-a-password",
        created_at: now - 100 * DAY,
      });
    const { events, participants, invitations } = clubEvents({
      count: WHOLE_LIST.events,
      members: WHOLE_LIST.members,
      now,
      slugPrefix: "whole-list-event",
      streets: ["Club"],
      random: generator,
    });
    await database.db.transaction().execute(async (trx) => {
      await insertBatched(trx, "users", users);
      await insertBatched(trx, "events", events);
      await insertBatched(trx, "event_participants", participants);
      await insertBatched(trx, "event_invitations", invitations);
    });
    const sessions = users.slice(1).map((user) => ({
      token: randomBytes(32).toString("base64url"),
      userId: user.user_id!,
    }));
    await insertSessions(
      database.db,
      sessions.map((s) => ({ tokenHash: hashToken(s.token), userId: s.userId })),
    );
    await finishLoad(database.db, database.dialect);
    return sessions.map((s) => `salon_session=${s.token}`);
  } finally {
    await database.close();
  }
}
