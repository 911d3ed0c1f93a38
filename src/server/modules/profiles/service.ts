import type { Db } from "../../kernel/database/database.ts";
import { accessControl, type Actor, can, DEFAULT_HIDDEN_FIELDS, type MemberFacts } from "../../access/index.ts";
import { badRequest, notFound } from "../../kernel/http/errors.ts";
import { MEMBER_TYPES, type MemberType } from "../../../shared/members.ts";
import { PROFILE_TEXTS } from "../../../shared/texts/profiles.ts";
import {
  PROFILE_FIELDS,
  avatarUrl,
  type DirectoryCard,
  type DirectoryPage,
  type DirectoryQuery,
  type MyShowcase,
  type Profile,
  type ProfileField,
  type ProfileUpdate,
  type ShowcasePiece,
  type ShowcaseUpdate,
} from "../../../shared/profiles.ts";
import { profilesRepository } from "./repository.ts";

const mediaUrl = (key: string) => `/media/${key}`;
const EVENTS_TOGETHER = 12;
const CHOICES = 120;

const parseList = (json: string | null | undefined): string[] => {
  if (!json) return [];
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
};

const memberType = (type: string): MemberType =>
  (MEMBER_TYPES as readonly string[]).includes(type) ? (type as MemberType) : "Standard";

interface CardRow {
  user_id: number;
  name: string;
  type: string;
  headline: string | null;
  company: string | null;
  city: string | null;
  photo_key: string | null;
  photo_color: string | null;
  avatar_stem: string | null;
  hidden_fields: string | null;
}

const factsOf = (row: { user_id: number; hidden_fields: string | null }): MemberFacts => ({
  user_id: row.user_id,
  active: true,
  hidden_fields: row.hidden_fields ?? DEFAULT_HIDDEN_FIELDS,
});

/** A directory card: only the fields the viewer may see, and no empty ones. */
function toCard(viewer: Actor, row: CardRow): DirectoryCard {
  const member = factsOf(row);
  const shown = (field: ProfileField, value: string | null) =>
    value && can.profile.seesField(viewer, member, field) ? { [field]: value } : {};
  return {
    user_id: row.user_id,
    name: row.name,
    type: memberType(row.type),
    photo: row.photo_key ? { url: mediaUrl(row.photo_key), color: row.photo_color ?? "#ccc" } : null,
    avatar_url: avatarUrl(row.avatar_stem),
    ...shown("headline", row.headline),
    ...shown("company", row.company),
    ...shown("city", row.city),
  };
}

const encodeOffset = (offset: number) => Buffer.from(`o${offset}`).toString("base64url");
function decodeOffset(cursor: string | undefined) {
  if (cursor === undefined) return 0;
  const match = /^o(\d{1,7})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!match)
    throw badRequest(PROFILE_TEXTS.invalidCursor, [
      { path: "querystring.cursor", message: PROFILE_TEXTS.invalidCursorField },
    ]);
  return Number(match[1]);
}

/** Profiles, the showcase and the directory: every answer through the access layer. */
export function profilesService(db: Db) {
  const access = accessControl(db);
  const profiles = profilesRepository(db);

  async function showcaseFor(viewer: Actor, userId: number): Promise<ShowcasePiece[]> {
    const pieces = await access.readableImages(viewer, await profiles.showcase(userId));
    return pieces.map((piece) => ({
      image_id: piece.image_id,
      title: piece.title,
      medium: piece.medium,
      note: piece.note,
      thumbnail_url: mediaUrl(piece.thumbnail_key),
      display_url: mediaUrl(piece.display_key),
      width: piece.display_width,
      height: piece.display_height,
      placeholder_color: piece.placeholder_color,
    }));
  }

  async function profile(viewer: Actor, userId: number): Promise<Profile> {
    const member = await access.readableProfile(viewer, userId);
    const row = member && (await profiles.profile(userId));
    if (!member || !row) throw notFound(PROFILE_TEXTS.notFound);
    const seen = access.visibleFields(viewer, member, PROFILE_FIELDS);
    const values: Record<ProfileField, string | string[] | null> = {
      headline: row.headline,
      company: row.company,
      city: row.city,
      bio: row.bio,
      interests: parseList(row.interests),
      links: parseList(row.links),
      ask_me_about: row.ask_me_about,
      email: row.email,
    };
    const isSelf = can.profile.edit(viewer, member);
    const fields = Object.fromEntries(
      PROFILE_FIELDS.filter((field) => seen.has(field) && values[field] !== null).map((field) => [
        field,
        values[field],
      ]),
    );
    return {
      user_id: row.user_id,
      name: row.name,
      type: memberType(row.type),
      member_since: new Date(Number(row.created_at)).toISOString(),
      photo: row.photo_key ? { url: mediaUrl(row.photo_key), color: row.photo_color ?? "#ccc" } : null,
      avatar_url: avatarUrl(row.avatar_stem),
      ...fields,
      showcase: await showcaseFor(viewer, userId),
      events_together: isSelf ? [] : await profiles.eventsTogether(viewer, userId, EVENTS_TOGETHER),
      is_self: isSelf,
      ...(isSelf
        ? {
            visibility: Object.fromEntries(
              PROFILE_FIELDS.map((field) => [
                field,
                member.hidden_fields.includes(`,${field},`) ? "admins" : "members",
              ]),
            ),
            photo_image_id: row.photo_image_id ?? null,
          }
        : {}),
    };
  }

  async function updateProfile(actor: Actor, update: ProfileUpdate, now = Date.now()): Promise<Profile> {
    if (update.photo_image_id !== null) {
      const [image] = await profiles.ownImages(actor.user_id, [update.photo_image_id]);
      if (!image || image.associated_event_id !== null) {
        throw badRequest(PROFILE_TEXTS.photoNotYours, [
          { path: "body.photo_image_id", message: PROFILE_TEXTS.photoNotYours },
        ]);
      }
    }
    const hidden = PROFILE_FIELDS.filter((field) =>
      update.visibility[field] !== undefined
        ? update.visibility[field] === "admins"
        : DEFAULT_HIDDEN_FIELDS.includes(`,${field},`),
    );
    await profiles.save(
      actor.user_id,
      {
        headline: update.headline,
        company: update.company,
        city: update.city,
        bio: update.bio,
        interests: JSON.stringify([...new Set(update.interests)]),
        links: JSON.stringify([...new Set(update.links)]),
        ask_me_about: update.ask_me_about,
        hidden_fields: hidden.length ? `,${hidden.join(",")},` : ",",
        photo_image_id: update.photo_image_id,
      },
      now,
    );
    return profile(actor, actor.user_id);
  }

  async function replaceShowcase(actor: Actor, update: ShowcaseUpdate) {
    const ids = update.pieces.map((piece) => piece.image_id);
    const own = new Set((await profiles.ownImages(actor.user_id, ids)).map((image) => image.id));
    const problems = update.pieces
      .map((piece, index) => ({ piece, index }))
      .filter(({ piece }, index) => !own.has(piece.image_id) || ids.indexOf(piece.image_id) !== index)
      .map(({ index }) => ({ path: `body.pieces.${index}.image_id`, message: PROFILE_TEXTS.pieceNotYours }));
    if (problems.length) throw badRequest(PROFILE_TEXTS.pieceNotYours, problems);
    await db
      .transaction()
      .execute(async (trx) => profilesRepository(trx).replaceShowcase(actor.user_id, update.pieces));
    return { pieces: await showcaseFor(actor, actor.user_id) };
  }

  async function directory(viewer: Actor, query: DirectoryQuery): Promise<DirectoryPage> {
    const offset = decodeOffset(query.cursor);
    const rows = await profiles.directory(viewer, query, offset);
    const page = rows.slice(0, query.limit);
    return {
      members: page.map((row) => toCard(viewer, row)),
      next_cursor: rows.length > query.limit ? encodeOffset(offset + query.limit) : null,
    };
  }

  return {
    profile,
    updateProfile,
    async showcase(actor: Actor): Promise<MyShowcase> {
      const images = await profiles.imagesOf(actor.user_id, CHOICES);
      return {
        pieces: await showcaseFor(actor, actor.user_id),
        choices: images.map((image) => ({
          image_id: image.id,
          title: image.title,
          thumbnail_url: mediaUrl(image.thumbnail_key),
          placeholder_color: image.placeholder_color,
          linked_to_event: image.associated_event_id !== null,
        })),
      };
    },
    replaceShowcase,
    directory,

    /** For the members' home: who joined since `since`, as directory cards. */
    async joinedSince(viewer: Actor, since: number, limit: number) {
      return (await profiles.joinedSince(viewer, since, limit)).map((row) => toCard(viewer, row));
    },

    /**
     * Records her opening her home: when the visit before this one began (null on her first), whether her profile still
     * says nothing about her (the home then asks her to complete it), and the visit's write (`stamped`), if any.
     */
    async openHome(actor: Actor, now: number, visit: { sameVisitMs: number; quietMs: number }) {
      const { row, lastVisit, stamped } = await profiles.openHome(actor.user_id, now, visit.sameVisitMs, visit.quietMs);
      const bare =
        !row || (!row.headline && !row.company && !row.city && !row.bio && !row.photo_key && !row.avatar_stem);
      return { lastVisit, bare, stamped };
    },
  };
}

export type ProfilesService = ReturnType<typeof profilesService>;
