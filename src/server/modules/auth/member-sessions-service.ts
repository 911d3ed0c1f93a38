import type { Db } from "../../kernel/database/database.ts";
import { notFound } from "../../kernel/http/errors.ts";
import type { MemberSession } from "../../../shared/security.ts";
import { SECURITY_TEXTS } from "../../../shared/texts/auth.ts";
import { recordAudit } from "../audit/index.ts";
import { sessionsRepository } from "./repository.ts";
import { hashToken } from "../../kernel/tokens/tokens.ts";
import { describeUserAgent } from "./user-agent.ts";

interface Actor {
  user_id: number;
  tokenHash: string;
}

/** A session's name in answers: the hash of its token's hash, so that neither the cookie nor the key is shown. */
const sessionId = (tokenHash: string) => hashToken(`session:${tokenHash}`);

/** Settings → Security: the member's own sessions (ASVS 7.5.2) and "sign out everywhere" (7.4.5). */
export function memberSessionsService(db: Db) {
  const sessions = sessionsRepository(db);

  async function list(actor: Actor): Promise<{ sessions: MemberSession[] }> {
    const rows = await sessions.listForMember(actor.user_id);
    return {
      sessions: rows.map((row) => ({
        id: sessionId(row.token_hash),
        ...describeUserAgent(row.user_agent),
        createdAt: new Date(Number(row.created_at)).toISOString(),
        lastSeenAt: new Date(Number(row.last_seen_at)).toISOString(),
        address: row.client_address,
        current: row.token_hash === actor.tokenHash,
      })),
    };
  }

  /** Ends one of her sessions, found by its id among hers only (another member's id is not found). */
  async function end(actor: Actor, id: string) {
    const rows = await sessions.listForMember(actor.user_id);
    const session = rows.find((row) => sessionId(row.token_hash) === id);
    if (!session) throw notFound();
    await sessions.delete(session.token_hash);
    return { message: SECURITY_TEXTS.sessionEnded };
  }

  /** Ends every session but the one she asks from. */
  async function endOthers(actor: Actor) {
    await db.transaction().execute(async (trx) => {
      await sessionsRepository(trx).deleteAllForMember(actor.user_id, actor.tokenHash);
      await recordAudit(trx, {
        actorUserId: actor.user_id,
        action: "sessions.end-others",
        target: `user:${actor.user_id}`,
      });
    });
    return { message: SECURITY_TEXTS.othersEnded };
  }

  return { list, end, endOthers };
}
