// The query plans of the busiest queries, taken from the repositories themselves (a Kysely plugin records what they
// send), so docs/performance.md always shows the SQL the server runs today.
import { createQueryId, type KyselyPlugin, type RootOperationNode } from "kysely";
import type { Database } from "../../src/server/db/database.ts";
import { sessionsRepository } from "../../src/server/modules/auth/repository.ts";
import { commentsRepository } from "../../src/server/modules/comments/repository.ts";
import type { Actor } from "../../src/server/modules/events/policy.ts";
import { eventsRepository } from "../../src/server/modules/events/repository.ts";
import { imagesRepository } from "../../src/server/modules/media/repository.ts";
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
      out.push(`#### ${title}\n\n\`\`\`sql\n${compiled.sql}\n\`\`\`\n\n\`\`\`text\n${await explain(db, dialect, compiled)}\n\`\`\`\n`);
    }
  }

  const { viewer } = inputs;
  let pageIds: string[] = [];
  await show("Session lookup (every request)", (spy) => sessionsRepository(spy).findWithMember(inputs.tokenHash));
  await show("The next 20 events a member may see", async (spy) => {
    pageIds = (await eventsRepository(spy).list(viewer, { fromMs: inputs.fromMs, limit: 21, order: "asc" })).map((r) => r.id);
  });
  await show("Their participants (one query per page)", (spy) => eventsRepository(spy).participantsOf(pageIds.slice(0, 20)));
  await show("The viewer's relation to them (participations, invitations)", (spy) => eventsRepository(spy).relationsOf(viewer.user_id, pageIds.slice(0, 20)));
  await show("One event by id or slug", (spy) => eventsRepository(spy).findByIdOrSlug(inputs.eventId));
  await show("The first gallery page and its tags", (spy) => imagesRepository(spy).list({ limit: 50 }));
  await show("A busy event's comments with like counts", (spy) => commentsRepository(spy).list(inputs.busyEventId, viewer.user_id, 1000));
  return out.join("\n");
}
