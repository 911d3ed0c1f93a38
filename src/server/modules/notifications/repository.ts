import type { Db } from "../../kernel/database/database.ts";
import type { NoticeKind, NoticeSubjectKind } from "../../../shared/notifications.ts";

/** A notice as it is written: to whom, of what kind, about what, by whom, with the words she could see then. */
export interface NewNotice {
  userId: number;
  kind: NoticeKind;
  subject: { kind: NoticeSubjectKind; id: string | null; title: string };
  actorId?: number | null | undefined;
  excerpt?: string | null | undefined;
  /** The comment it is about, when it is about one (its link opens the thing at that comment). */
  commentId?: number | undefined;
  createdAt: number;
}

/** What a notice row holds in its `data`. */
export interface NoticeData {
  title: string;
  excerpt: string | null;
  commentId?: number;
}

const EXCERPT_LENGTH = 140;
/** An organiser's message to her event's participants is kept whole: the notice is where she reads it. */
const WHOLE_EXCERPT_KINDS: readonly string[] = ["event-message"];

/** The only SQL for notices and their email windows. */
export function noticesRepository(db: Db) {
  const withActor = () =>
    db
      .selectFrom("notices")
      .leftJoin("users as actor", "actor.user_id", "notices.actor_id")
      .select([
        "notices.id",
        "notices.kind",
        "notices.subject_kind",
        "notices.subject_id",
        "notices.actor_id",
        "actor.name as actor_name",
        "notices.data",
        "notices.created_at",
        "notices.read_at",
      ]);

  return {
    async insert(notices: readonly NewNotice[]) {
      if (notices.length === 0) return;
      await db
        .insertInto("notices")
        .values(
          notices.map((notice) => ({
            user_id: notice.userId,
            kind: notice.kind,
            subject_kind: notice.subject.kind,
            subject_id: notice.subject.id,
            actor_id: notice.actorId ?? null,
            data: JSON.stringify({
              title: notice.subject.title,
              excerpt: notice.excerpt
                ? WHOLE_EXCERPT_KINDS.includes(notice.kind)
                  ? notice.excerpt
                  : notice.excerpt.slice(0, EXCERPT_LENGTH)
                : null,
              ...(notice.commentId === undefined ? {} : { commentId: notice.commentId }),
            } satisfies NoticeData),
            created_at: notice.createdAt,
            read_at: null,
          })),
        )
        .execute();
    },

    /** Her notices older than `beforeId` (all when undefined), newest first. */
    page(userId: number, beforeId: number | undefined, limit: number) {
      let query = withActor().where("notices.user_id", "=", userId);
      if (beforeId !== undefined) query = query.where("notices.id", "<", beforeId);
      return query.orderBy("notices.id", "desc").limit(limit).execute();
    },

    /** Her notices newer than `afterId`, oldest first (what a stream has not sent yet). */
    after(userId: number, afterId: number, limit: number) {
      return withActor()
        .where("notices.user_id", "=", userId)
        .where("notices.id", ">", afterId)
        .orderBy("notices.id", "asc")
        .limit(limit)
        .execute();
    },

    async newestId(userId: number): Promise<number> {
      const row = await db
        .selectFrom("notices")
        .select((eb) => eb.fn.max("id").as("id"))
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    },

    /** How many unread notices she has about each subject. */
    unreadBySubject(userId: number) {
      return db
        .selectFrom("notices")
        .select(["subject_kind", "subject_id", (eb) => eb.fn.countAll<number>().as("count")])
        .where("user_id", "=", userId)
        .where("read_at", "is", null)
        .groupBy(["subject_kind", "subject_id"])
        .execute();
    },

    /** Which of these notice ids are hers. */
    async ownedIds(userId: number, ids: readonly number[]): Promise<Set<number>> {
      const rows = await db
        .selectFrom("notices")
        .select("id")
        .where("user_id", "=", userId)
        .where("id", "in", [...ids])
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    /** Marks her unread notices about one thing read; answers how many were. */
    async markSubjectRead(userId: number, subject: { kind: string; id: string }, now: number): Promise<number> {
      const result = await db
        .updateTable("notices")
        .set({ read_at: now })
        .where("user_id", "=", userId)
        .where("subject_kind", "=", subject.kind)
        .where("subject_id", "=", subject.id)
        .where("read_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async markRead(userId: number, ids: readonly number[] | "all", now: number) {
      let query = db
        .updateTable("notices")
        .set({ read_at: now })
        .where("user_id", "=", userId)
        .where("read_at", "is", null);
      if (ids !== "all") query = query.where("id", "in", [...ids]);
      await query.execute();
    },
  };
}

export type NoticeRow = Awaited<ReturnType<ReturnType<typeof noticesRepository>["page"]>>[number];
