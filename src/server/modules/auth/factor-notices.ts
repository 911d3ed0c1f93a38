import type { FastifyRequest } from "fastify";
import type { Db } from "../../kernel/database/database.ts";
import type { FactorChange } from "../../email-templates/templates/factor-changed.ts";
import type { Outbox } from "../outbox/index.ts";
import { credentialsRepository } from "./credentials-repository.ts";
import { describeUserAgent } from "./user-agent.ts";

export type FactorMailer = Pick<Outbox, "enqueue">;

/** The browser and system a request came from, as the factor emails name it ("Firefox on Windows"), or null. */
export function requestDevice(request: FastifyRequest): string | null {
  const userAgent = request.headers["user-agent"]?.slice(0, 300) ?? null;
  if (!userAgent?.trim()) return null;
  const { browser, device } = describeUserAgent(userAgent);
  return `${browser} on ${device}`;
}

export interface FactorNotice {
  change: FactorChange;
  passkeyName?: string | null;
  /** The browser and system the change came from, or null. */
  device: string | null;
  byReset?: boolean;
}

/**
 * Emails her at once that a factor or a passkey was added or removed (docs/product/emails.md), queued in the
 * transaction that changes it so that the change and its notice stand or fall together.
 */
export async function noticeFactorChange(
  trx: Db,
  mail: FactorMailer,
  userId: number,
  notice: FactorNotice,
  now: number,
) {
  const member = await credentialsRepository(trx).findById(userId);
  if (!member) return;
  await mail.enqueue(
    {
      to: member.email,
      userId: member.user_id,
      kind: "factor-changed",
      data: {
        name: member.name,
        change: notice.change,
        passkeyName: notice.passkeyName ?? null,
        changedAt: now,
        device: notice.device,
        byReset: notice.byReset,
      },
    },
    trx,
  );
}
