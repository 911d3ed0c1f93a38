import { useState } from "react";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { MEMBERSHIP_COPY } from "../../../content/membership.ts";
import { useAnswerChangeRequest, useChangeRequests } from "../api/change-requests.ts";
import { usePublicTiers } from "../api/tiers.ts";
import { useClubDates } from "../../../lib/club-dates.ts";

const COPY = MEMBERSHIP_COPY.changeRequests;

/** "Requests to change tier" on /admin (#change-requests), beside the renewals (decision 52). */
export function ChangeRequestsSection() {
  const requests = useChangeRequests();
  const dates = useClubDates();
  const tiers = usePublicTiers();
  const answer = useAnswerChangeRequest();
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const nameOf = (id: string | null) =>
    id === null ? COPY.noTier : (tiers.data?.tiers.find((t) => t.id === id)?.name ?? id);
  const list = requests.data?.requests ?? [];
  const decide = (id: number, name: string, verdict: "approve" | "decline") => {
    setNotice(null);
    answer.mutate(
      { id, answer: verdict },
      {
        onSuccess: (done) =>
          setNotice({
            tone: "success",
            text: COPY.answered(name, done.status === "approved" ? "approved" : "declined"),
          }),
        onError: (failure) => setNotice({ tone: "error", text: failure.message }),
      },
    );
  };
  return (
    <section id="change-requests" className="renewals change-requests" aria-labelledby="change-requests-title">
      <h2 id="change-requests-title" className="caps-heading">
        {COPY.title}
      </h2>
      <p>{COPY.lede}</p>
      {requests.isPending && <p role="status">{COPY.loading}</p>}
      {requests.isError && <Alert>{COPY.loadFailed}</Alert>}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {requests.data && !list.some((r) => r.status === "open") && <p>{COPY.none}</p>}
      {list.length > 0 && (
        <table className="renewals__table">
          <thead>
            <tr>
              <th scope="col">{COPY.member}</th>
              <th scope="col">{COPY.from}</th>
              <th scope="col">{COPY.to}</th>
              <th scope="col">{COPY.note}</th>
              <th scope="col">{COPY.asked}</th>
              <th scope="col">{COPY.status}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((r) => (
              <tr key={r.id}>
                <th scope="row" data-label={COPY.member}>
                  {r.member_name} <span className="field__hint">({r.member_type})</span>
                </th>
                <td data-label={COPY.from}>{nameOf(r.from_tier)}</td>
                <td data-label={COPY.to}>{nameOf(r.tier_id)}</td>
                <td data-label={COPY.note}>{r.note || "—"}</td>
                <td data-label={COPY.asked}>{dates.day(r.created_at)}</td>
                <td data-label={COPY.status}>
                  {r.status === "open" ? (
                    <span className="change-requests__actions">
                      <Button
                        disabled={answer.isPending}
                        aria-label={COPY.approveLabel(r.member_name, nameOf(r.tier_id))}
                        onClick={() => decide(r.id, r.member_name, "approve")}
                      >
                        {COPY.approve}
                      </Button>
                      <Button
                        variant="quiet"
                        disabled={answer.isPending}
                        aria-label={COPY.declineLabel(r.member_name, nameOf(r.tier_id))}
                        onClick={() => decide(r.id, r.member_name, "decline")}
                      >
                        {COPY.decline}
                      </Button>
                    </span>
                  ) : (
                    COPY.statuses[r.status]
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
