// A small club for the whole events list (GET /api/events with no parameters, issue 25): 200 members and 200 events, a
// year back and a year ahead, one in seven invite-only with five invitations, up to 30 participants each: an answer of
// about 200 KB, as a club's calendar is. Seeded in SQLite under `dataDir` (emptied first) with a session per member.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Insertable } from "kysely";
import { v7 as uuidv7 } from "uuid";
import { openDatabase } from "../../src/server/db/database.ts";
import { migrateToLatest } from "../../src/server/db/migrate.ts";
import type { Tables } from "../../src/server/db/schema.ts";
import { hashToken } from "../../src/server/modules/auth/tokens.ts";
import { EVENT_TYPES } from "../../src/shared/events.ts";
import { MEMBER_TYPES } from "../../src/shared/members.ts";
import { finishLoad, insertBatched, insertSessions } from "./inserter.ts";

export const WHOLE_LIST = { members: 200, events: 200 } as const;
const DAY = 86_400_000;

/** Seeds the club and returns a session cookie for every member but the admin (member 1). */
export async function seedWholeListClub(dataDir: string): Promise<string[]> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  let state = 0x51a7e;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const someMembers = (count: number) => {
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(int(1, WHOLE_LIST.members));
    return [...chosen];
  };
  const iso = (ms: number) => new Date(ms).toISOString();
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
    const events: Insertable<Tables["events"]>[] = [];
    const participants: Insertable<Tables["event_participants"]>[] = [];
    const invitations: Insertable<Tables["event_invitations"]>[] = [];
    const typeKeys = Object.keys(EVENT_TYPES);
    for (let n = 1; n <= WHOLE_LIST.events; n++) {
      const startsAt = Math.round((now + (random() * 2 - 1) * 365 * DAY) / 1_800_000) * 1_800_000;
      const endsAt = startsAt + int(1, 6) * 1_800_000;
      const physical = random() < 0.8;
      const createdBy = int(1, WHOLE_LIST.members);
      const id = uuidv7();
      const type = pick(typeKeys);
      const exclusivity = random() < 1 / 7 ? "invite-only" : "open";
      events.push({
        id,
        slug: `whole-list-event-${n}`,
        title: `${EVENT_TYPES[type as keyof typeof EVENT_TYPES]} at the club, no. ${n}`,
        description: `An evening for members: ${"conversation, good food and a guest speaker. ".repeat(int(2, 8))}`,
        note: random() < 0.3 ? "Dress code: smart casual." : null,
        color: pick(["#7a3b5c", "#2f5d62", "#b5835a", "#3d405b"]),
        type,
        exclusivity,
        event_date: iso(startsAt).slice(0, 10),
        end_date: iso(endsAt).slice(0, 10),
        start_time: iso(startsAt).slice(11, 16),
        end_time: iso(endsAt).slice(11, 16),
        timezone: "UTC",
        starts_at: startsAt,
        ends_at: endsAt,
        is_physical: physical ? 1 : 0,
        location: physical ? `${int(1, 200)} Club Street` : null,
        zip_code: physical ? String(int(10000, 99999)) : null,
        city: physical ? pick(["New York", "London", "Paris", "Milan", "Tokyo"]) : null,
        state: null,
        country: physical ? pick(["US", "GB", "FR", "IT", "JP"]) : null,
        virtual_link: physical ? null : `https://meet.example.com/${n}`,
        banner_image_id: null,
        created_by: createdBy,
        created_at: startsAt - int(5, 60) * DAY,
        updated_at: startsAt - int(1, 5) * DAY,
        guests_max: 0,
      });
      for (const userId of someMembers(int(0, 30)))
        participants.push({ event_id: id, user_id: userId, joined_at: startsAt - int(1, 30) * DAY });
      if (exclusivity === "invite-only")
        for (const userId of someMembers(5))
          invitations.push({
            token_hash: hashToken(randomBytes(16).toString("hex")),
            event_id: id,
            user_id: userId,
            invited_by: createdBy,
            expires_at: now + 14 * DAY,
            used_at: null,
            created_at: now,
          });
    }
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
