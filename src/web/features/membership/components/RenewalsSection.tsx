import { MEMBERSHIP_PATHS } from "../../../../shared/paths/membership.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { MEMBERSHIP_COPY } from "../../../content/membership.ts";
import { formatMoney, useRenewals } from "../api/dues.ts";
import { useClubDates } from "../../../lib/club-dates.ts";
import { useScrollToHash } from "./scroll-to-hash.ts";

const COPY = MEMBERSHIP_COPY.renewals;
const STATES = MEMBERSHIP_COPY.mine.states;

/** "Renewals and dues" on /admin (#renewals): the treasurer's list for this month, and its CSV. */
export function RenewalsSection() {
  const renewals = useRenewals();
  const dates = useClubDates();
  const data = renewals.data;
  useScrollToHash("renewals", data !== undefined);
  return (
    <section id="renewals" className="renewals" aria-labelledby="renewals-title">
      <h2 id="renewals-title" className="caps-heading">
        {COPY.title}
      </h2>
      <p>{COPY.lede}</p>
      {renewals.isPending && <p role="status">{COPY.loading}</p>}
      {renewals.isError && <Alert>{COPY.loadFailed}</Alert>}
      {data && data.renewals.length === 0 && <p>{COPY.none}</p>}
      {data && data.renewals.length > 0 && (
        <table className="renewals__table">
          <thead>
            <tr>
              <th scope="col">{COPY.name}</th>
              <th scope="col">{COPY.tier}</th>
              <th scope="col">{COPY.termEnd}</th>
              <th scope="col">{COPY.state}</th>
              <th scope="col" className="ledger__amount">
                {COPY.balance}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.renewals.map((r) => (
              <tr key={r.user_id}>
                <th scope="row" data-label={COPY.name}>
                  {r.name}
                </th>
                <td data-label={COPY.tier}>{r.tier ?? "—"}</td>
                <td data-label={COPY.termEnd}>{dates.day(r.term_end)}</td>
                <td data-label={COPY.state}>{STATES[r.state]}</td>
                <td data-label={COPY.balance} className="ledger__amount">
                  {formatMoney(r.balance, data.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <a className="button button--quiet" href={MEMBERSHIP_PATHS.renewalsCsv} download>
        {COPY.csv}
      </a>
    </section>
  );
}
