import type { Db } from "../../kernel/database/database.ts";
import { duesRepository } from "./dues-repository.ts";
import { isoDate } from "./mapper.ts";

/** A line the exhibitions write in her ledger, in their own transaction. */
interface ExhibitingLine {
  userId: number;
  amount: number;
  currency: string;
  description: string;
  now: number;
}

/**
 * Her tier's fee to exhibit a piece (decision 72), charged to her ledger as she exhibits and credited back when she
 * withdraws before the exhibition begins. A tier with no fee (null) or a fee of 0 exhibits free: no line is written.
 */
export const exhibitingFees = {
  /** What her tier charges to exhibit one piece, in minor units (0: free, or she holds no tier). */
  async feeOf(db: Db, userId: number): Promise<number> {
    const row = await db
      .selectFrom("users")
      .innerJoin("membership_tiers", "membership_tiers.id", "users.membership_tier")
      .select("membership_tiers.exhibiting_fee")
      .where("users.user_id", "=", userId)
      .executeTakeFirst();
    return Math.max(0, Number(row?.exhibiting_fee ?? 0));
  },

  /** The charge's ledger line, in the caller's transaction; she wrote it by exhibiting. */
  charge: (trx: Db, line: ExhibitingLine) => insertLine(trx, "charge", line),

  /** Takes a charge back with a credit line of the same amount. */
  credit: (trx: Db, line: ExhibitingLine) => insertLine(trx, "credit", line),
};

const insertLine = (trx: Db, kind: "charge" | "credit", line: ExhibitingLine) =>
  duesRepository(trx).insert({
    user_id: line.userId,
    kind,
    amount: line.amount,
    currency: line.currency,
    entry_date: isoDate(line.now),
    method: null,
    reference: null,
    description: line.description,
    recorded_by: line.userId,
    created_at: line.now,
  });
