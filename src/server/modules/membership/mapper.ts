import type { MembershipTiersTable } from "../../kernel/database/schema.ts";
import type { Ledger, LedgerEntry, Tier } from "../../../shared/membership.ts";
import type { DuesEntryRow } from "./dues-repository.ts";

/** A stored tier as the contract shows it. */
export function toTier(row: MembershipTiersTable): Tier {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    fee_amount: Number(row.fee_amount),
    fee_period: row.fee_period as Tier["fee_period"],
    min_term_months: Number(row.min_term_months),
    housing_discount_pct: Number(row.housing_discount_pct),
    exhibiting_fee: row.exhibiting_fee === null ? null : Number(row.exhibiting_fee),
    duties: {
      volunteering: Boolean(Number(row.volunteering)),
      committees: Boolean(Number(row.committees)),
      hosting_months_per_year: Number(row.hosting_months_per_year),
    },
  };
}

/** A tier as stored, in the order given. */
export function toTierRow(tier: Tier, position: number): MembershipTiersTable {
  return {
    id: tier.id,
    name: tier.name,
    description: tier.description,
    fee_amount: tier.fee_amount,
    fee_period: tier.fee_period,
    min_term_months: tier.min_term_months,
    housing_discount_pct: tier.housing_discount_pct,
    exhibiting_fee: tier.exhibiting_fee,
    volunteering: tier.duties.volunteering ? 1 : 0,
    committees: tier.duties.committees ? 1 : 0,
    hosting_months_per_year: tier.duties.hosting_months_per_year,
    position,
  };
}

export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** An amount in minor units as the club writes it ("$1,200.00"). */
export const formatMinor = (minor: number, currency: string) =>
  new Intl.NumberFormat("en", { style: "currency", currency }).format(minor / 100);

/** A payment's receipt number, from its ledger line. */
export const receiptNumber = (id: number) => `R-${String(id).padStart(6, "0")}`;

/** A ledger line as the contract shows it. */
export function toLedgerEntry(row: DuesEntryRow): LedgerEntry {
  return {
    id: Number(row.id),
    kind: row.kind,
    amount: Number(row.amount),
    currency: row.currency,
    date: row.entry_date,
    method: row.method as LedgerEntry["method"],
    reference: row.reference,
    description: row.description,
    receipt: row.kind === "payment" ? receiptNumber(Number(row.id)) : null,
  };
}

/** Her ledger: its lines, newest first, and what they add up to. */
export function toLedger(userId: number, currency: string, rows: DuesEntryRow[]): Ledger {
  const entries = rows.map(toLedgerEntry);
  const sum = (kind: LedgerEntry["kind"]) =>
    entries.filter((e) => e.kind === kind).reduce((total, e) => total + e.amount, 0);
  const paid = sum("payment");
  // A credit takes a charge back: what she was charged is net of it.
  const charged = sum("charge") - sum("credit");
  return { user_id: userId, currency, entries, paid, charged, balance: charged - paid };
}
