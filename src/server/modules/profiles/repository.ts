import { sql, type ExpressionBuilder } from "kysely";
import type { Db } from "../../kernel/database/database.ts";
import type { Tables } from "../../kernel/database/schema.ts";
import { type Actor, filter, visibleProfileField } from "../../access/index.ts";
import type { DirectoryQuery, ProfileField } from "../../../shared/profiles.ts";
import { compiledOnce } from "../../kernel/caches/compiled-once.ts";

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const containing = (value: string) => `%${escapeLike(value.toLowerCase())}%`;

type ProfileScope = ExpressionBuilder<
  Tables & { photo: Tables["images"] },
  "users" | "member_profiles" | "photo" | "member_avatars"
>;

/** A text field matches a pattern only where the viewer may see that field (the access layer's SQL form). */
const fieldLike = (eb: ProfileScope, actor: Actor, field: ProfileField, column: string, pattern: string) =>
  eb.and([visibleProfileField(actor, field)(eb), sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`]);

/** Users with their profile and photo; a photo is shown only while it is one of the club-wide gallery images. */
const membersOf = (db: Db) =>
  db
    .selectFrom("users")
    .leftJoin("member_profiles", "member_profiles.user_id", "users.user_id")
    .leftJoin("images as photo", (join) =>
      join
        .onRef("photo.id", "=", "member_profiles.photo_image_id")
        .on("photo.associated_event_id", "is", null)
        .on("photo.withheld_at", "is", null),
    )
    .leftJoin("member_avatars", "member_avatars.user_id", "users.user_id")
    .select([
      "users.user_id",
      "users.name",
      "users.type",
      "users.created_at",
      "member_profiles.headline",
      "member_profiles.company",
      "member_profiles.city",
      "photo.thumbnail_key as photo_key",
      "photo.placeholder_color as photo_color",
      "member_avatars.file_stem as avatar_stem",
    ]);

/** Read at every opening of her home: what her profile says and when she came before. Compiled once. */
const homeFacts = compiledOnce((db) =>
  membersOf(db)
    .select([
      "member_profiles.user_id as profile_of",
      "member_profiles.bio",
      "member_profiles.home_seen_at",
      "member_profiles.home_previous_seen_at",
    ])
    .where("users.user_id", "=", 0),
);
const stampVisit = compiledOnce((db) =>
  db.updateTable("member_profiles").set({ home_seen_at: 0 }).where("user_id", "=", 0),
);
const stampNewVisit = compiledOnce((db) =>
  db.updateTable("member_profiles").set({ home_seen_at: 0, home_previous_seen_at: 0 }).where("user_id", "=", 0),
);

/** Profiles, showcases and the directory. */
export function profilesRepository(db: Db) {
  const members = () => membersOf(db);

  return {
    profile(userId: number) {
      return members()
        .select([
          "users.email",
          "member_profiles.bio",
          "member_profiles.interests",
          "member_profiles.links",
          "member_profiles.ask_me_about",
          "member_profiles.hidden_fields",
          "member_profiles.photo_image_id",
        ])
        .where("users.user_id", "=", userId)
        .executeTakeFirst();
    },

    async save(
      userId: number,
      profile: {
        headline: string;
        company: string;
        city: string;
        bio: string;
        interests: string;
        links: string;
        ask_me_about: string;
        hidden_fields: string;
        photo_image_id: string | null;
      },
      now: number,
    ) {
      await db
        .insertInto("member_profiles")
        .values({ user_id: userId, ...profile, updated_at: now })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...profile, updated_at: now }))
        .execute();
    },

    /** Her images among `imageIds`, with what the access layer and the photo rule need. */
    ownImages(userId: number, imageIds: readonly string[]) {
      if (imageIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom("images")
        .select(["id", "associated_event_id"])
        .where("uploaded_by", "=", userId)
        .where("id", "in", imageIds)
        .execute();
    },

    /** Her newest gallery images, to choose from. */
    imagesOf(userId: number, limit: number) {
      return db
        .selectFrom("images")
        .select(["id", "title", "thumbnail_key", "placeholder_color", "associated_event_id"])
        .where("uploaded_by", "=", userId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
    },

    showcase(userId: number) {
      return db
        .selectFrom("showcase_pieces as s")
        .innerJoin("images", "images.id", "s.image_id")
        .select([
          "s.image_id",
          "s.title",
          "s.medium",
          "s.note",
          "images.uploaded_by",
          "images.associated_event_id",
          "images.withheld_at",
          "images.thumbnail_key",
          "images.display_key",
          "images.display_width",
          "images.display_height",
          "images.placeholder_color",
        ])
        .where("s.user_id", "=", userId)
        .orderBy("s.position")
        .execute();
    },

    async replaceShowcase(
      userId: number,
      pieces: ReadonlyArray<{ image_id: string; title: string; medium: string; note: string }>,
    ) {
      await db.deleteFrom("showcase_pieces").where("user_id", "=", userId).execute();
      if (pieces.length === 0) return;
      await db
        .insertInto("showcase_pieces")
        .values(pieces.map((piece, position) => ({ user_id: userId, position, ...piece })))
        .execute();
    },

    /** Events both members took part in that the viewer may see, latest first. */
    eventsTogether(viewer: Actor, memberId: number, limit: number) {
      return db
        .selectFrom("events")
        .select(["events.id", "events.slug", "events.title", "events.event_date"])
        .where(filter(viewer, "eventInside"))
        .where((eb) =>
          eb.and([
            eb.exists(
              eb
                .selectFrom("event_participants as a")
                .select("a.user_id")
                .whereRef("a.event_id", "=", "events.id")
                .where("a.user_id", "=", viewer.user_id),
            ),
            eb.exists(
              eb
                .selectFrom("event_participants as b")
                .select("b.user_id")
                .whereRef("b.event_id", "=", "events.id")
                .where("b.user_id", "=", memberId),
            ),
          ]),
        )
        .orderBy("events.starts_at", "desc")
        .limit(limit)
        .execute();
    },

    /** The directory: active members the viewer may find, by what she may see of them. */
    directory(viewer: Actor, query: DirectoryQuery, offset: number) {
      let list = members().where(filter(viewer, "profile"));
      if (query.q) {
        const pattern = containing(query.q);
        list = list.where((eb) =>
          eb.or([
            sql<boolean>`lower(users.name) like ${pattern} escape '\\'`,
            fieldLike(eb, viewer, "headline", "member_profiles.headline", pattern),
            fieldLike(eb, viewer, "company", "member_profiles.company", pattern),
            fieldLike(eb, viewer, "city", "member_profiles.city", pattern),
            fieldLike(eb, viewer, "interests", "member_profiles.interests", pattern),
          ]),
        );
      }
      if (query.type) list = list.where("users.type", "=", query.type);
      if (query.city) {
        const city = query.city.toLowerCase();
        list = list.where((eb) =>
          eb.and([visibleProfileField(viewer, "city")(eb), sql<boolean>`lower(member_profiles.city) = ${city}`]),
        );
      }
      if (query.interest) {
        const pattern = containing(JSON.stringify(query.interest.toLowerCase()));
        list = list.where((eb) => fieldLike(eb, viewer, "interests", "member_profiles.interests", pattern));
      }
      list =
        query.sort === "newest"
          ? list.orderBy("users.created_at", "desc").orderBy("users.user_id", "desc")
          : list.orderBy(sql`lower(users.name)`).orderBy("users.user_id");
      return list
        .select(["member_profiles.hidden_fields"])
        .limit(query.limit + 1)
        .offset(offset)
        .execute();
    },

    /** Active members who joined since `since`, newest first. */
    joinedSince(viewer: Actor, since: number, limit: number) {
      return members()
        .select(["member_profiles.hidden_fields"])
        .where(filter(viewer, "profile"))
        .where("users.created_at", ">=", since)
        .orderBy("users.created_at", "desc")
        .orderBy("users.user_id", "desc")
        .limit(limit)
        .execute();
    },

    /**
     * Her profile's card and her visits, read as she opens her home, and when the visit before this one began (null on
     * her first). Opening it again within `sameVisitMs` is the same visit; within `quietMs` nothing is written at all,
     * so the page members open most is a read. `stamped` is the visit's write, which the answer need not wait for.
     */
    async openHome(userId: number, now: number, sameVisitMs: number, quietMs: number) {
      const [row] = await homeFacts(db, [userId]);
      const seen = row?.home_seen_at == null ? null : Number(row.home_seen_at);
      const previous = row?.home_previous_seen_at == null ? null : Number(row.home_previous_seen_at);
      const visit = (lastVisit: number | null, stamped?: Promise<unknown>) => ({ row, lastVisit, stamped });
      if (seen !== null && now - seen < quietMs) return visit(previous);
      if (row?.profile_of == null) {
        const stamped = db
          .insertInto("member_profiles")
          .values({ user_id: userId, home_seen_at: now, updated_at: now })
          .onConflict((oc) => oc.column("user_id").doUpdateSet({ home_seen_at: now }))
          .execute();
        return visit(null, stamped);
      }
      if (seen !== null && now - seen < sameVisitMs) return visit(previous, stampVisit(db, [now, userId]));
      return visit(seen, stampNewVisit(db, [now, seen, userId]));
    },
  };
}

export type ProfileRow = NonNullable<Awaited<ReturnType<ReturnType<typeof profilesRepository>["profile"]>>>;
