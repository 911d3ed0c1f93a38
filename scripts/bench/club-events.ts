// The bench's events, made the same way for the bench club (scripts/seed-bench.ts) and the whole-list club
// (scripts/bench/whole-list-club.ts): a year back and a year ahead, one in seven invite-only with five invitations, up
// to 30 participants each.
import { randomBytes } from "node:crypto";
import type { Insertable } from "kysely";
import { v7 as uuidv7 } from "uuid";
import type { Tables } from "../../src/server/kernel/database/schema.ts";
import { hashToken } from "../../src/server/kernel/tokens/tokens.ts";
import { EVENT_TYPES } from "../../src/shared/event-limits.ts";

const DAY = 86_400_000;

/** A small deterministic generator, so two seeds make the same club (ids and times aside). */
export function seededRandom(seed: number) {
  let state = seed;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  /** `count` distinct member ids from 1 to `members`. */
  const someMembers = (count: number, members: number) => {
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(int(1, members));
    return [...chosen];
  };
  return { random, int, pick, someMembers };
}
export type SeededRandom = ReturnType<typeof seededRandom>;

export function clubEvents(club: {
  count: number;
  members: number;
  now: number;
  slugPrefix: string;
  /** The street names physical events are in. */
  streets: readonly string[];
  random: SeededRandom;
}) {
  const { random, int, pick, someMembers } = club.random;
  const iso = (ms: number) => new Date(ms).toISOString();
  const events: Insertable<Tables["events"]>[] = [];
  const participants: Insertable<Tables["event_participants"]>[] = [];
  const invitations: Insertable<Tables["event_invitations"]>[] = [];
  const typeKeys = Object.keys(EVENT_TYPES);
  for (let n = 1; n <= club.count; n++) {
    const startsAt = Math.round((club.now + (random() * 2 - 1) * 365 * DAY) / 1_800_000) * 1_800_000;
    const endsAt = startsAt + int(1, 6) * 1_800_000;
    const physical = random() < 0.8;
    const createdBy = int(1, club.members);
    const id = uuidv7();
    const type = pick(typeKeys);
    const exclusivity = random() < 1 / 7 ? "invite-only" : "open";
    events.push({
      id,
      slug: `${club.slugPrefix}-${n}`,
      title: `${EVENT_TYPES[type as keyof typeof EVENT_TYPES]} at the club, no. ${n}`,
      description: `An evening for members: ${"conversation, good food and a guest speaker. ".repeat(int(2, 8))}`,
      note: random() < 0.3 ? "Dress code: smart casual." : null,
      color: pick(["#7a3b5c", "#2f5d62", "#b5835a", "#3d405b"]),
      type,
      exclusivity,
      confidential: 0,
      event_date: iso(startsAt).slice(0, 10),
      end_date: iso(endsAt).slice(0, 10),
      start_time: iso(startsAt).slice(11, 16),
      end_time: iso(endsAt).slice(11, 16),
      timezone: "UTC",
      starts_at: startsAt,
      ends_at: endsAt,
      is_physical: physical ? 1 : 0,
      location: physical ? `${int(1, 200)} ${pick(club.streets)} Street` : null,
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
    for (const userId of someMembers(int(0, 30), club.members))
      participants.push({ event_id: id, user_id: userId, joined_at: startsAt - int(1, 30) * DAY });
    if (exclusivity === "invite-only")
      for (const userId of someMembers(5, club.members))
        invitations.push({
          token_hash: hashToken(randomBytes(16).toString("hex")),
          event_id: id,
          user_id: userId,
          invited_by: createdBy,
          expires_at: club.now + 14 * DAY,
          used_at: null,
          created_at: club.now,
        });
  }
  return { events, participants, invitations };
}
