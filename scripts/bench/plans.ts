// The query plans of the busiest queries, taken from the repositories themselves (a Kysely plugin records what they
// send), so docs/performance.md always shows the SQL the server runs today.
import { createQueryId, type KyselyPlugin, type RootOperationNode } from "kysely";
import type { Database } from "../../src/server/kernel/database/database.ts";
import { commentsRepository } from "../../src/server/modules/comments/repository.ts";
import { accessRepository } from "../../src/server/access/access-repository.ts";
import type { Actor } from "../../src/server/access/index.ts";
import { eventsRepository } from "../../src/server/modules/events/repository.ts";
import { imagesRepository } from "../../src/server/modules/gallery/repository.ts";
import { explain } from "./inserter.ts";

export interface PlanInputs {
  viewer: Actor;
  tokenHash: string;
  fromMs: number;
  eventId: string;
  busyEventId: string;
}

export async function queryPlans(database: Database, inputs: PlanInputs): Promise<string> {
  const { db, dialect } = database;
  const out: string[] = [];

  async function show(title: string, run: (spy: Database["db"]) => Promise<unknown>) {
    const nodes: RootOperationNode[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: ({ node }) => {
        nodes.push(node);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    await run(db.withPlugin(recorder));
    for (const node of nodes) {
      if (node.kind !== "SelectQueryNode") continue;
      const compiled = db.getExecutor().compileQuery(node, createQueryId());
      out.push(
        `#### ${title}\n\n\`\`\`sql\n${compiled.sql}\n\`\`\`\n\n\`\`\`text\n${await explain(db, dialect, compiled)}\n\`\`\`\n`,
      );
    }
  }

  const { viewer } = inputs;
  let pageIds: string[] = [];
  // The session lookup and the version read, made on every request, are compiled once and bypass the recorder: both
  // are primary-key searches (sessions.token_hash, change_versions.name).
  await show("Cache fill: the window of next events, whoever may see them (once per version)", async (spy) => {
    pageIds = (await eventsRepository(spy).list("everyone", { fromMs: inputs.fromMs, limit: 41, order: "asc" })).map(
      (r) => r.id,
    );
  });
  await show("Cache fill: their participants and waitlists (once per version)", (spy) =>
    eventsRepository(spy).rostersOf(pageIds),
  );
  await show("Per request: the viewer's invitations to the invite-only events among them", (spy) =>
    accessRepository(spy).invitationStates(viewer.user_id, pageIds.slice(0, 6)),
  );
  await show("Direct read (pages over 100): the events a member may see", (spy) =>
    eventsRepository(spy).list(viewer, { fromMs: inputs.fromMs, limit: 21, order: "asc" }),
  );
  await show("One event by id or slug", (spy) => eventsRepository(spy).findByIdOrSlug(inputs.eventId));
  await show("The first gallery page and its tags", (spy) => imagesRepository(spy).list({ limit: 50 }));
  // Per request, a thread's version and the viewer's likes among the page (comment_likes_user_idx) are compiled once.
  await show("Cache fill: a busy thread's newest comments with like counts (once per thread version)", (spy) =>
    commentsRepository(spy).newestOf(inputs.busyEventId, 1001),
  );
  return out.join("\n");
}
