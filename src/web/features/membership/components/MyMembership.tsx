import { lazy, Suspense } from "react";
import type { Ledger } from "../../../../shared/membership.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { MEMBERSHIP_COPY } from "../../../content/membership.ts";
import { formatMoney, useMyLedger, useMyMembership } from "../api/dues.ts";
import { ChangeTierForm } from "./ChangeTierForm.tsx";
import { useScrollToHash } from "./scroll-to-hash.ts";
import { loadMyDuties } from "../../committees/index.ts";
import { useClubDates } from "../../../lib/club-dates.ts";

const MyDuties = lazy(loadMyDuties);

const COPY = MEMBERSHIP_COPY.mine;

/** "My membership" on /settings (#membership): her tier, term and state in words, benefits, dues, history, renewal. */
export function MyMembership() {
  const membership = useMyMembership();
  const ledger = useMyLedger();
  const dates = useClubDates();
  const m = membership.data;
  // The receipt's and reminders' link (/settings#membership) lands here once it has loaded.
  useScrollToHash("membership", m !== undefined);
  return (
    <section id="membership" className="settings__section my-membership" aria-labelledby="settings-membership">
      <h2 id="settings-membership">{COPY.title}</h2>
      {membership.isPending && <p role="status">{COPY.loading}</p>}
      {membership.isError && <Alert>{COPY.loadFailed}</Alert>}
      {m && (
        <>
          <p className={`my-membership__state my-membership__state--${m.state}`}>
            <strong>{COPY.states[m.state]}.</strong> {COPY.explain[m.state](dates.day(m.term_end))}
          </p>
          <dl className="my-membership__facts">
            <div>
              <dt>{COPY.tier}</dt>
              <dd>{m.tier ? m.tier.name : COPY.noTier}</dd>
            </div>
            <div>
              <dt>{COPY.memberType}</dt>
              <dd>{m.member_type}</dd>
            </div>
            <div>
              <dt>{COPY.term}</dt>
              <dd>{COPY.termRange(dates.day(m.term_start), dates.day(m.term_end))}</dd>
            </div>
            <div className="my-membership__wide">
              <dt>{COPY.benefits}</dt>
              <dd>
                {COPY.discount(m.benefits.housing_discount_pct)}.{" "}
                {m.benefits.may_take_part ? COPY.takesPart : COPY.cannotTakePart}
              </dd>
            </div>
          </dl>
          <Suspense fallback={null}>
            <MyDuties />
          </Suspense>
          <h3>{COPY.dues}</h3>
          <dl className="my-membership__dues">
            <div>
              <dt>{COPY.paid}</dt>
              <dd>{formatMoney(m.dues.paid, m.currency)}</dd>
            </div>
            <div>
              <dt>{COPY.charged}</dt>
              <dd>{formatMoney(m.dues.charged, m.currency)}</dd>
            </div>
            <div>
              <dt>{COPY.owes}</dt>
              <dd>{m.dues.owes > 0 ? formatMoney(m.dues.owes, m.currency) : COPY.nothingOwed}</dd>
            </div>
          </dl>
          {m.state !== "active" && (
            <div className="my-membership__renew" role={m.state === "lapsed" ? "alert" : undefined}>
              <h3>{COPY.renewTitle}</h3>
              <p>{COPY.renew(m.dues.owes > 0 ? formatMoney(m.dues.owes, m.currency) : null)}</p>
            </div>
          )}
          <ChangeTierForm membership={m} />
          <h3>{COPY.history}</h3>
          {ledger.data && <LedgerTable ledger={ledger.data} />}
        </>
      )}
    </section>
  );
}

/** A ledger's lines, newest first: date, what, amount (payments with their receipt). */
export function LedgerTable({ ledger }: { ledger: Ledger }) {
  const dates = useClubDates();
  if (ledger.entries.length === 0) return <p>{COPY.noHistory}</p>;
  return (
    <table className="ledger">
      <thead>
        <tr>
          <th scope="col">{COPY.date}</th>
          <th scope="col">{COPY.what}</th>
          <th scope="col" className="ledger__amount">
            {COPY.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {ledger.entries.map((entry) => (
          <tr key={entry.id} className={`ledger__${entry.kind}`}>
            <td>{dates.day(entry.date)}</td>
            <td>
              {entry.description}
              {entry.receipt && (
                <span className="ledger__note">
                  {COPY.receipt(entry.receipt)}
                  {entry.reference ? ` · ${entry.reference}` : ""}
                </span>
              )}
            </td>
            <td className="ledger__amount">
              {entry.kind === "charge" ? "" : "−"}
              {formatMoney(entry.amount, entry.currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
