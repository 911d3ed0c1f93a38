import { type Actor, can, membershipState, membershipTerm } from "../../access/index.ts";
import type { Db } from "../../kernel/database/database.ts";
import { badRequest, forbidden, notFound } from "../../kernel/http/errors.ts";
import {
  PAYMENT_METHOD_LABELS,
  type Ledger,
  type PaymentMethod,
  type RecordCharge,
  type RecordPayment,
  type Renewals,
} from "../../../shared/membership.ts";
import { recordAudit } from "../audit/index.ts";
import type { Outbox } from "../outbox/index.ts";
import { duesRepository } from "./dues-repository.ts";
import { formatMinor, isoDate, receiptNumber, toLedger, toTier } from "./mapper.ts";
import { receiptPdf } from "./receipt.ts";
import { membershipRepository } from "./repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const EARLIEST_DATE = "2000-01-01";

/** A payment as a provider records it: who paid what, how, and who wrote it down. */
export interface PaymentToRecord {
  userId: number;
  amount: number;
  currency: string;
  date: string;
  method: PaymentMethod;
  reference: string | null;
  recordedBy: number;
  now: number;
}

/**
 * The provider seam (decision 48): the one interface through which a payment enters the ledger. Today the club's
 * treasurer records what she received (`manualPayments`); a card provider would implement the same interface, confirm
 * the charge with its processor first, and answer the ledger line it wrote.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Writes the payment into the ledger in the caller's transaction; answers its ledger line's id. */
  record(trx: Db, payment: PaymentToRecord): Promise<number>;
}

/** Payments received by bank transfer, card on a terminal, cash or cheque, as an admin records them. */
export const manualPayments: PaymentProvider = {
  name: "manual",
  record: (trx, p) =>
    duesRepository(trx).insert({
      user_id: p.userId,
      kind: "payment",
      amount: p.amount,
      currency: p.currency,
      entry_date: p.date,
      method: p.method,
      reference: p.reference,
      description: `Payment received (${PAYMENT_METHOD_LABELS[p.method].toLowerCase()})`,
      recorded_by: p.recordedBy,
      created_at: p.now,
    }),
};

export interface DuesContext {
  db: Db;
  currency: () => Promise<string>;
  mail: Pick<Outbox, "enqueue">;
  /** The club's name as its admins set it (club settings), which her receipt carries. */
  clubName: () => Promise<string>;
  provider?: PaymentProvider;
  now?: () => number;
}

const field = (path: string, message: string) => badRequest(message, [{ path, message }]);

const balanceText = (balance: number, currency: string) =>
  balance > 0
    ? `${formatMinor(balance, currency)} still due`
    : balance < 0
      ? `${formatMinor(-balance, currency)} in credit`
      : "Nothing owed";

/** A CSV cell no spreadsheet runs as a formula (=, +, -, @, tab, return first: a quote mark before it). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function duesService({ db, currency, mail, clubName, provider = manualPayments, now = Date.now }: DuesContext) {
  /** Her ledger; in a transaction, give the currency read before it (SQLite has one connection: no read beside it). */
  async function ledgerOf(userId: number, source: Db = db, clubCurrency?: string): Promise<Ledger> {
    return toLedger(userId, clubCurrency ?? (await currency()), await duesRepository(source).entries(userId));
  }

  /** The date of a payment or charge: a real day, not before 2000 and not after tomorrow (time zones). */
  function checkDate(date: string) {
    const ms = Date.parse(`${date}T00:00:00Z`);
    if (Number.isNaN(ms) || isoDate(ms) !== date) throw field("body.date", "Give a real date, as YYYY-MM-DD.");
    if (date < EARLIEST_DATE || ms > now() + DAY_MS)
      throw field("body.date", "The date is in the future or too long ago: give the day it was paid or charged.");
  }

  async function memberOrNotFound(userId: number, source: Db) {
    const member = await duesRepository(source).contact(userId);
    if (!member) throw notFound("No such member.");
    return member;
  }

  async function renewalRows(at: number) {
    const totals = new Map<number, number>();
    for (const row of await duesRepository(db).totals())
      totals.set(
        row.user_id,
        (totals.get(row.user_id) ?? 0) + (row.kind === "charge" ? 1 : -1) * Number(row.total ?? 0),
      );
    const month = isoDate(at).slice(0, 7);
    const rows = [];
    for (const member of await duesRepository(db).activeMembers()) {
      const term = membershipTerm(member);
      const state = membershipState(term.end, at);
      const termEnd = isoDate(term.end);
      if (state === "active" && termEnd.slice(0, 7) !== month) continue;
      rows.push({
        user_id: member.user_id,
        name: member.name,
        email: member.email,
        tier: member.membership_tier,
        term_end: termEnd,
        state,
        balance: totals.get(member.user_id) ?? 0,
      });
    }
    rows.sort((a, b) => a.term_end.localeCompare(b.term_end) || a.name.localeCompare(b.name));
    return { month, rows };
  }

  return {
    /** Her ledger, for her membership's paid and owed (no access asked: the caller has). */
    ledgerFor: (userId: number) => ledgerOf(userId),

    /** Admins record a payment (audited); her receipt, as an email and a PDF, goes out through the outbox. */
    async recordPayment(actor: Actor, userId: number, input: RecordPayment): Promise<Ledger> {
      if (!can.admin.administer(actor)) throw forbidden();
      const [clubCurrency, issuer] = [await currency(), await clubName()];
      if (input.currency !== clubCurrency)
        throw field(
          "body.currency",
          `The club keeps its dues in ${clubCurrency}: record the payment in ${clubCurrency}.`,
        );
      checkDate(input.date);
      await memberOrNotFound(userId, db);
      return db.transaction().execute(async (trx) => {
        const member = await memberOrNotFound(userId, trx);
        const reference = input.reference ? input.reference : null;
        const id = await provider.record(trx, {
          userId,
          amount: input.amount,
          currency: input.currency,
          date: input.date,
          method: input.method,
          reference,
          recordedBy: actor.user_id,
          now: now(),
        });
        const ledger = await ledgerOf(userId, trx, clubCurrency);
        const number = receiptNumber(id);
        const pdf = await receiptPdf({
          clubName: issuer,
          number,
          memberName: member.name,
          memberEmail: member.email,
          amount: input.amount,
          currency: input.currency,
          date: input.date,
          method: input.method,
          reference,
          balanceAfter: ledger.balance,
        });
        await mail.enqueue(
          {
            kind: "dues-receipt",
            to: member.email,
            userId,
            idempotencyKey: `dues-receipt:${id}`,
            data: {
              name: member.name,
              receipt: number,
              amount: formatMinor(input.amount, input.currency),
              date: input.date,
              method: PAYMENT_METHOD_LABELS[input.method],
              reference,
              balance: balanceText(ledger.balance, input.currency),
            },
            attachments: [
              {
                filename: `receipt-${number}.pdf`,
                contentType: "application/pdf",
                content: pdf.toString("base64"),
                encoding: "base64",
              },
            ],
          },
          trx,
        );
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: "dues.payment",
          target: `user:${userId}`,
          details: { entry: id, receipt: number, amount: input.amount, currency: input.currency, method: input.method },
        });
        return ledger;
      });
    },

    /** Admins charge her tier's fee for a term, or its fee to exhibit (audited); the amount defaults to the tier's. */
    async recordCharge(actor: Actor, userId: number, input: RecordCharge): Promise<Ledger> {
      if (!can.admin.administer(actor)) throw forbidden();
      checkDate(input.date);
      const clubCurrency = await currency();
      return db.transaction().execute(async (trx) => {
        const member = await memberOrNotFound(userId, trx);
        const row = (await membershipRepository(trx).tiers()).find((t) => t.id === member.membership_tier);
        if (!row) throw field("body.kind", "She holds no tier yet: set her tier before charging its fees.");
        const tier = toTier(row);
        const tierFee = input.kind === "tier_fee" ? tier.fee_amount : tier.exhibiting_fee;
        if (tierFee === null) throw field("body.kind", `Exhibiting is free in the ${tier.name} tier.`);
        const amount = input.amount ?? tierFee;
        if (amount <= 0)
          throw field(
            "body.amount",
            `The ${tier.name} tier's fee is not set yet: set it on the tiers page, or give an amount.`,
          );
        const description =
          input.kind === "tier_fee" ? `${tier.name} fee (a ${tier.fee_period})` : `Exhibiting fee (${tier.name})`;
        const id = await duesRepository(trx).insert({
          user_id: userId,
          kind: "charge",
          amount,
          currency: clubCurrency,
          entry_date: input.date,
          method: null,
          reference: null,
          description,
          recorded_by: actor.user_id,
          created_at: now(),
        });
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: "dues.charge",
          target: `user:${userId}`,
          details: { entry: id, kind: input.kind, amount, currency: clubCurrency },
        });
        return ledgerOf(userId, trx, clubCurrency);
      });
    },

    /** Admins read any member's ledger. */
    async memberLedger(actor: Actor, userId: number): Promise<Ledger> {
      if (!can.admin.administer(actor)) throw forbidden();
      await memberOrNotFound(userId, db);
      return ledgerOf(userId);
    },

    /** Her own ledger, and nobody else's: the caller is the member it is about. */
    myLedger: (actor: Actor): Promise<Ledger> => ledgerOf(actor.user_id),

    /** The treasurer's view: terms ending this month or due, in grace, lapsed, each with her balance. */
    async renewals(actor: Actor): Promise<Renewals> {
      if (!can.admin.administer(actor)) throw forbidden();
      const { month, rows } = await renewalRows(now());
      return { currency: await currency(), month, renewals: rows };
    },

    /** The same as CSV (cells a spreadsheet could run as formulas are quoted harmless). */
    async renewalsCsv(actor: Actor): Promise<{ csv: string; filename: string }> {
      if (!can.admin.administer(actor)) throw forbidden();
      const { month, rows } = await renewalRows(now());
      const lines = [
        ["Name", "Email", "Tier", "Term ends", "State", "Balance"].map(csvCell).join(","),
        ...rows.map((r) =>
          [r.name, r.email, r.tier ?? "", r.term_end, r.state, (r.balance / 100).toFixed(2)].map(csvCell).join(","),
        ),
      ];
      return { csv: `${lines.join("\r\n")}\r\n`, filename: `renewals-${month}.csv` };
    },

    /**
     * Reminders (decision 48): 30 and 7 days before a term ends, and when it lapses, once each per term; the claim row's
     * key and the outbox's idempotency key keep it to one however many instances sweep. Answers how many queued.
     */
    async sendReminders(at = now()): Promise<number> {
      const clubCurrency = await currency();
      const tiers = (await membershipRepository(db).tiers()).map(toTier);
      let queued = 0;
      for (const member of await duesRepository(db).activeMembers()) {
        const { end } = membershipTerm(member);
        const stage =
          at >= end - 30 * DAY_MS && at < end - 7 * DAY_MS
            ? "30-days"
            : at >= end - 7 * DAY_MS && at < end
              ? "7-days"
              : membershipState(end, at) === "lapsed" && at < end + 44 * DAY_MS
                ? "lapsed"
                : null;
        if (!stage) continue;
        queued += await db.transaction().execute(async (trx) => {
          if (!(await duesRepository(trx).claimReminder(member.user_id, end, stage, at))) return 0;
          const ledger = await ledgerOf(member.user_id, trx, clubCurrency);
          const sent = await mail.enqueue(
            {
              kind: "dues-reminder",
              to: member.email,
              userId: member.user_id,
              idempotencyKey: `dues-reminder:${member.user_id}:${end}:${stage}`,
              data: {
                name: member.name,
                stage,
                tier: tiers.find((t) => t.id === member.membership_tier)?.name ?? null,
                termEnd: isoDate(end),
                owes: ledger.balance > 0 ? formatMinor(ledger.balance, clubCurrency) : null,
              },
            },
            trx,
          );
          return sent ? 1 : 0;
        });
      }
      return queued;
    },
  };
}

export type DuesService = ReturnType<typeof duesService>;
