import type { Db } from "../../kernel/database/database.ts";
import type { CurrentUser } from "../../../shared/members.ts";
import { avatarUrl } from "../../../shared/profiles.ts";
import { memberSearchRepository } from "./member-search-repository.ts";

const DEFAULT_RESULTS = 20;

/** Finding members for the invite dialog (docs/product/access.md#member-search): names and types only, never emails, never the one asking; an email finds only members whose email she may see. */
export function memberSearchService(db: Db) {
  const members = memberSearchRepository(db);

  async function search(viewer: CurrentUser, q: string, limit: number | undefined) {
    const rows = await members.search(viewer, q, { limit: limit ?? DEFAULT_RESULTS });
    return rows.map((row) => ({
      user_id: row.user_id,
      name: row.name,
      type: row.type,
      avatar_url: avatarUrl(row.avatar_stem),
    }));
  }

  return { search };
}

export type MemberSearchService = ReturnType<typeof memberSearchService>;
