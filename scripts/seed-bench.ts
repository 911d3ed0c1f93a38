// `npm run seed:bench`: a realistic club for the benchmarks (docs/performance.md) in SQLite under DATA_DIR (default
// ./data-bench) or in PostgreSQL (DATABASE_URL): 5,000 members, 10,000 events with participants, 20,000 images with
// real files, 100,000 comments with likes. It empties the bench database first, and refuses one that holds members
// who are not bench members. Every member's password is BENCH_PASSWORD (hashed once).
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { v7 as uuidv7 } from "uuid";
import { clubEvents, seededRandom } from "./bench/club-events.ts";
import { loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/kernel/database/database.ts";
import { migrateToLatest } from "../src/server/kernel/database/migrate.ts";
import type { Tables } from "../src/server/kernel/database/schema.ts";
import { hashPassword } from "../src/server/modules/auth/index.ts";
import { MEMBER_TYPES } from "../src/shared/members.ts";
import { BENCH, benchEmail } from "./bench/club.ts";
import { countForeignMembers, finishLoad, insertBatched, wipeBenchTables } from "./bench/inserter.ts";
import type { Insertable } from "kysely";

const FIRST: readonly string[] = [
  "Ada",
  "Beatrice",
  "Clara",
  "Diane",
  "Elena",
  "Fatima",
  "Grace",
  "Hana",
  "Ines",
  "Julia",
  "Keiko",
  "Laura",
  "Maya",
  "Nadia",
  "Olivia",
  "Priya",
  "Rosa",
  "Sofia",
  "Tara",
  "Vera",
];
const LAST: readonly string[] = [
  "Adler",
  "Baptiste",
  "Castillo",
  "Dubois",
  "Eriksen",
  "Fontaine",
  "Garcia",
  "Hughes",
  "Ishikawa",
  "Jensen",
  "Kowalski",
  "Laurent",
  "Moreau",
  "Nakamura",
  "Okafor",
  "Petrova",
  "Rossi",
  "Silva",
  "Thompson",
  "Weber",
];
const TAGS: readonly string[] = [
  "Gala",
  "Garden",
  "Dinner",
  "Travel",
  "Golf",
  "Concert",
  "Portrait",
  "Speaker",
  "Tea",
  "Workshop",
];
const COMMENTS: readonly string[] = [
  "What a wonderful evening, thank you to the hosts!",
  "Count me in. Is there parking nearby?",
  "The speaker was inspiring; I would love the slides.",
  "Lovely photos. Who took the one by the window?",
  "Looking forward to it. Bringing a guest if allowed.",
  "Such a good crowd. Let's do this again in the spring.",
];

const started = performance.now();
const DAY = 86_400_000;
const NOW = Date.now();

const generator = seededRandom(0x2f6b3a1d);
const { random, int, pick, someMembers } = generator;
const members = (count: number) => someMembers(count, BENCH.members);
const lap = (label: string, since: number) =>
  console.log(`  ${label}: ${((performance.now() - since) / 1000).toFixed(1)} s`);

const config = loadConfig({ DATA_DIR: "./data-bench", LOG_LEVEL: "warn", ...process.env });
const database = openDatabase(config.database);
const { db, dialect } = database;
console.log(
  `Seeding ${dialect === "sqlite" ? config.database.kind === "sqlite" && config.database.file : "PostgreSQL"}…`,
);

try {
  await migrateToLatest(database);
  const foreign = await countForeignMembers(db, BENCH.emailDomain);
  if (foreign > 0)
    throw new Error(
      `This database has ${foreign} members who are not bench members; seed an empty or bench database only.`,
    );

  let t = performance.now();
  const passwordHash = await hashPassword(BENCH.password);
  await db.transaction().execute(async (trx) => wipeBenchTables(trx));
  const mediaRoot = path.join(config.dataDir, "media");
  for (const folder of ["images", "originals", ".bench-files"])
    fs.rmSync(path.join(mediaRoot, folder), { recursive: true, force: true });
  lap("hash and wipe", t);

  // Members: the first is an admin.
  t = performance.now();
  const users: Insertable<Tables["users"]>[] = [];
  for (let id = 1; id <= BENCH.members; id++) {
    users.push({
      user_id: id,
      name: `${pick(FIRST)} ${pick(LAST)}`,
      email: benchEmail(id),
      type: id === 1 ? "Founding" : pick(MEMBER_TYPES),
      admin: id === 1 ? 1 : 0,
      password_hash: passwordHash,
      created_at: NOW - int(30, 900) * DAY,
    });
  }
  await db.transaction().execute((trx) => insertBatched(trx, "users", users));
  lap(`${users.length} members`, t);

  // Events: a year back and a year ahead, about 14 a day; one in seven invite-only.
  t = performance.now();
  const { events, participants, invitations } = clubEvents({
    count: BENCH.events,
    members: BENCH.members,
    now: NOW,
    slugPrefix: "bench-event",
    streets: LAST,
    random: generator,
  });
  await db.transaction().execute(async (trx) => {
    await insertBatched(trx, "events", events);
    await insertBatched(trx, "event_participants", participants);
    await insertBatched(trx, "event_invitations", invitations);
  });
  lap(`${events.length} events, ${participants.length} participations, ${invitations.length} invitations`, t);

  // Images: a few real WebP and JPEG files encoded once, linked (or copied) into the media layout for every image.
  t = performance.now();
  const templates = await makeTemplates(path.join(mediaRoot, ".bench-files"));
  const images: Insertable<Tables["images"]>[] = [];
  const tags: Insertable<Tables["image_tags"]>[] = [];
  for (let n = 1; n <= BENCH.images; n++) {
    const id = uuidv7();
    const file = templates[n % templates.length]!;
    const keys = {
      original: `originals/${id}/${file.original.hash}.jpg`,
      thumbnail: `images/${id}/${file.thumbnail.hash}-thumb.webp`,
      display: `images/${id}/${file.display.hash}-display.webp`,
    };
    for (const [variant, key] of Object.entries(keys) as [keyof typeof keys, string][]) {
      const target = path.join(mediaRoot, key);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      try {
        fs.linkSync(file[variant].path, target);
      } catch {
        fs.copyFileSync(file[variant].path, target);
      }
    }
    const event = random() < 0.3 ? pick(events) : undefined;
    images.push({
      id,
      title: `Club photo ${n}`,
      name: `IMG_${1000 + n}.jpg`,
      description: random() < 0.5 ? "A moment from the club." : "",
      uploaded_by: int(1, BENCH.members),
      associated_event_id: event?.id ?? null,
      original_key: keys.original,
      original_mime: "image/jpeg",
      original_width: file.original.width,
      original_height: file.original.height,
      original_bytes: file.original.bytes,
      thumbnail_key: keys.thumbnail,
      thumbnail_mime: "image/webp",
      thumbnail_width: file.thumbnail.width,
      thumbnail_height: file.thumbnail.height,
      thumbnail_bytes: file.thumbnail.bytes,
      display_key: keys.display,
      display_mime: "image/webp",
      display_width: file.display.width,
      display_height: file.display.height,
      display_bytes: file.display.bytes,
      placeholder_color: file.color,
      placeholder_data_url: file.placeholder,
      created_at: NOW - Math.floor(random() * 730 * DAY),
    });
    const chosen = new Set<string>();
    for (let i = int(0, 3); i > 0; i--) chosen.add(pick(TAGS));
    [...chosen].forEach((display, position) =>
      tags.push({ image_id: id, tag: display.toLowerCase(), display, position }),
    );
  }
  await db.transaction().execute(async (trx) => {
    await insertBatched(trx, "images", images);
    await insertBatched(trx, "image_tags", tags);
  });
  lap(`${images.length} images (${images.length * 3} files), ${tags.length} tags`, t);

  // Comments: a few busy open events carry BENCH.busyComments each; the rest spread over events (70%) and images.
  t = performance.now();
  const busy = events.filter((e) => e.exclusivity === "open" && e.starts_at > NOW).slice(0, BENCH.busyEvents);
  const comments: Insertable<Tables["comments"]>[] = [];
  const likes: Insertable<Tables["comment_likes"]>[] = [];
  for (let id = 1; id <= BENCH.comments; id++) {
    const busyIndex = Math.floor((id - 1) / BENCH.busyComments);
    const target = busyIndex < busy.length ? busy[busyIndex]!.id : random() < 0.7 ? pick(events).id : pick(images).id;
    const createdAt = NOW - Math.floor(random() * 365 * DAY);
    comments.push({
      id,
      commentable_id: target,
      author_id: int(1, BENCH.members),
      content: pick(COMMENTS),
      created_at: createdAt,
      updated_at: random() < 0.05 ? createdAt + DAY : null,
    });
    for (const userId of members(int(0, 5)))
      likes.push({ comment_id: id, user_id: userId, created_at: createdAt + int(1, 1000) * 60_000 });
  }
  await db.transaction().execute(async (trx) => {
    await insertBatched(trx, "comments", comments);
    await insertBatched(trx, "comment_likes", likes);
  });
  lap(`${comments.length} comments, ${likes.length} likes`, t);

  t = performance.now();
  await finishLoad(db, dialect);
  lap("analyze", t);
  console.log(
    `Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s. Members sign in as ${benchEmail(1)} (admin) … ${benchEmail(BENCH.members)} with "${BENCH.password}".`,
  );
} finally {
  await database.close();
}

interface TemplateFile {
  path: string;
  hash: string;
  width: number;
  height: number;
  bytes: number;
}

/** Four small photos-to-be (noise over a colour), each as a JPEG original, a WebP display size and a WebP thumbnail. */
async function makeTemplates(folder: string) {
  fs.mkdirSync(folder, { recursive: true });
  const { createHash } = await import("node:crypto");
  const save = (name: string, data: Buffer, info: { width: number; height: number }): TemplateFile => {
    const file = path.join(folder, name);
    fs.writeFileSync(file, data);
    return {
      path: file,
      hash: createHash("sha256").update(data).digest("hex").slice(0, 16),
      width: info.width,
      height: info.height,
      bytes: data.length,
    };
  };
  const colours = [
    { r: 122, g: 59, b: 92 },
    { r: 47, g: 93, b: 98 },
    { r: 181, g: 131, b: 90 },
    { r: 61, g: 64, b: 91 },
  ];
  return Promise.all(
    colours.map(async (background, i) => {
      const base = sharp({
        create: {
          width: 1200,
          height: 800,
          channels: 3,
          background,
          noise: { type: "gaussian", mean: 128, sigma: 30 },
        },
      });
      const raw = await base.png().toBuffer();
      const original = await sharp(raw).jpeg({ quality: 85 }).toBuffer({ resolveWithObject: true });
      const display = await sharp(raw).webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
      const thumbnail = await sharp(raw)
        .resize({ width: 480 })
        .webp({ quality: 72 })
        .toBuffer({ resolveWithObject: true });
      const tiny = await sharp(raw).resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
      const hex = (n: number) => n.toString(16).padStart(2, "0");
      return {
        original: save(`${i}.jpg`, original.data, original.info),
        display: save(`${i}-display.webp`, display.data, display.info),
        thumbnail: save(`${i}-thumb.webp`, thumbnail.data, thumbnail.info),
        color: `#${hex(background.r)}${hex(background.g)}${hex(background.b)}`,
        placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
      };
    }),
  );
}
