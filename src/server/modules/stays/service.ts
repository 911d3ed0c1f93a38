import type { Db } from "../../kernel/database/database.ts";
import type { StaysContext } from "./context.ts";
import { listingReader, listingsService } from "./listings-service.ts";
import { staysRepository } from "./repository.ts";
import { requestsService } from "./requests-service.ts";
import { tiersService } from "./tiers-service.ts";

export type { StaysContext } from "./context.ts";

/** Stays: homes and their photos (listings-service.ts), stay requests (requests-service.ts), tiers (tiers-service.ts). */
export function staysService(context: StaysContext) {
  const reader = listingReader(context);
  const tiers = tiersService(context);
  return {
    ...listingsService(context, reader),
    ...requestsService(context, reader),
    ...tiers,
  };
}

export type StaysService = ReturnType<typeof staysService>;

/**
 * A deactivated host's homes go back to drafts, hers and admins' alone: nobody finds or asks for them; she publishes
 * them again once she is back (docs/product/data.md#deactivation).
 */
export async function unpublishHomesOf(trx: Db, member: { userId: number }, now = Date.now()): Promise<void> {
  await staysRepository(trx).unpublishHostedBy(member.userId, now);
}
