import { useState, type FormEvent } from "react";
import { useClubDates } from "../../../lib/club-dates.ts";
import { tierAllowedFor, type Membership } from "../../../../shared/membership.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { MEMBERSHIP_COPY } from "../../../content/membership.ts";
import { useAskChangeRequest, useMyChangeRequest } from "../api/change-requests.ts";
import { usePublicTiers } from "../api/tiers.ts";

const COPY = MEMBERSHIP_COPY.change;

/** The day `months` calendar months after an ISO day (the server's rule: the month's last day when it is shorter). */
function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

/** "Ask to change tier" on her membership page (decision 52): a tier her type allows, a note, her request's state. */
export function ChangeTierForm({ membership }: { membership: Membership }) {
  const dates = useClubDates();
  const tiers = usePublicTiers();
  const mine = useMyChangeRequest();
  const ask = useAskChangeRequest();
  const [tier, setTier] = useState("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const request = mine.data?.request ?? null;
  const nameOf = (id: string) => tiers.data?.tiers.find((t) => t.id === id)?.name ?? id;
  const offered = (tiers.data?.tiers ?? []).filter(
    (t) => t.id !== membership.tier?.id && tierAllowedFor(membership.member_type, t.id),
  );
  const minTermEnds = membership.tier ? addMonths(membership.term_start, membership.tier.min_term_months) : null;
  const waiting = minTermEnds !== null && minTermEnds > new Date().toISOString().slice(0, 10);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!tier) {
      setError(COPY.choose);
      return;
    }
    setError(undefined);
    ask.mutate(
      { tier_id: tier, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setNotice({ tone: "success", text: COPY.sent });
          setTier("");
          setNote("");
        },
        onError: (failure) => setNotice({ tone: "error", text: failure.message || COPY.failed }),
      },
    );
  };

  return (
    <section className="my-membership__change" aria-labelledby="change-tier-title">
      <h3 id="change-tier-title">{COPY.title}</h3>
      <p>{COPY.lede}</p>
      {waiting && minTermEnds && <p>{COPY.minTerm(membership.tier!.min_term_months, dates.day(minTermEnds))}</p>}
      {request && (
        <p role="status" className={`my-membership__request my-membership__request--${request.status}`}>
          {request.status === "open"
            ? COPY.open(nameOf(request.tier_id), dates.day(request.created_at))
            : request.status === "approved"
              ? COPY.approved(nameOf(request.tier_id))
              : COPY.declined(nameOf(request.tier_id))}
        </p>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {request?.status !== "open" &&
        tiers.data &&
        (offered.length === 0 ? (
          <p>{COPY.none}</p>
        ) : (
          <form className="my-membership__change-form" onSubmit={submit} noValidate>
            <SelectField
              label={COPY.tier}
              value={tier}
              error={error}
              options={[{ value: "", label: COPY.choose }, ...offered.map((t) => ({ value: t.id, label: t.name }))]}
              onChange={(e) => setTier(e.target.value)}
            />
            <TextareaField
              label={COPY.note}
              value={note}
              rows={2}
              maxLength={500}
              onChange={(e) => setNote(e.target.value)}
            />
            <Button type="submit" disabled={ask.isPending}>
              {ask.isPending ? COPY.asking : COPY.ask}
            </Button>
          </form>
        ))}
    </section>
  );
}
