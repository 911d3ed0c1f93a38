import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { contributionFor, nightsBetween, type Stay } from "../../../../shared/stays.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { useMyTier, useRequestStay } from "../api/stay-requests.ts";
import { localToday, money, nightlyText, nights as nightsText } from "../lib/format.ts";
import { STAYS_COPY } from "../../../content/stays.ts";

const COPY = STAYS_COPY.requestForm;

/** Dates, guests and a note to the host; the contribution after her tier's discount shown before she asks. */
export function RequestStayForm({
  stay,
  initial,
}: {
  stay: Stay;
  initial: { from: string; to: string; guests: string };
}) {
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [guests, setGuests] = useState(initial.guests || "1");
  const [message, setMessage] = useState("");
  const tier = useMyTier();
  const requestStay = useRequestStay(stay.id);
  const navigate = useNavigate();
  const today = localToday();

  const count = from && to && to > from ? nightsBetween(from, to) : 0;
  const estimate =
    count > 0 && stay.nightly_contribution !== null && tier.data
      ? contributionFor(stay.nightly_contribution, count, tier.data.tier, tier.data.discount_percent)
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    requestStay.mutate(
      { from, to, guests: Number(guests), message },
      { onSuccess: (request) => void navigate(`/stays/requests?request=${request.id}`) },
    );
  };

  return (
    <form className="stay-request-form" onSubmit={submit} aria-labelledby="stay-request-heading">
      <h2 id="stay-request-heading">{COPY.heading}</h2>
      <div className="stay-request-form__dates">
        <Field
          label={STAYS_COPY.common.arrive}
          type="date"
          required
          min={today}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <Field
          label={STAYS_COPY.common.leave}
          type="date"
          required
          min={from || today}
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
      <Field
        label={STAYS_COPY.common.guests}
        type="number"
        required
        min={1}
        max={stay.sleeps}
        value={guests}
        onChange={(e) => setGuests(e.target.value)}
        hint={COPY.sleeps(stay.sleeps)}
      />
      <TextareaField
        label={COPY.note}
        rows={4}
        maxLength={2000}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <div className="stay-request-form__figure" aria-live="polite">
        {stay.nightly_contribution === null ? (
          <p>{COPY.noContribution}</p>
        ) : estimate ? (
          <>
            <p className="stay-request-form__total">
              {COPY.yourContribution}
              <strong>{money(estimate.total, estimate.currency)}</strong>
              {COPY.forNights(nightsText(count))}
            </p>
            <p className="stay-request-form__detail">
              {money(estimate.nightly, estimate.currency)} × {count} = {money(estimate.subtotal, estimate.currency)}
              {estimate.discount_percent > 0 && COPY.lessDiscount(estimate.discount_percent)}
              {COPY.settled}
            </p>
          </>
        ) : (
          <p>
            {nightlyText(stay)}
            {tier.data && tier.data.discount_percent > 0 && COPY.yours(tier.data.discount_percent)}.
          </p>
        )}
      </div>
      {requestStay.isError && <Alert>{requestStay.error.message}</Alert>}
      <Button type="submit" disabled={requestStay.isPending}>
        {requestStay.isPending ? COPY.sending : COPY.send}
      </Button>
    </form>
  );
}
