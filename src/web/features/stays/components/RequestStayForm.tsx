import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { contributionFor, nightsBetween, type Stay } from "../../../../shared/stays.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { useMyTier, useRequestStay } from "../api/stay-requests.ts";
import { localToday, money, nights as nightsText } from "../lib/format.ts";

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
      <h2 id="stay-request-heading">Request a stay</h2>
      <div className="stay-request-form__dates">
        <Field label="Arrive" type="date" required min={today} value={from} onChange={(e) => setFrom(e.target.value)} />
        <Field
          label="Leave"
          type="date"
          required
          min={from || today}
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
      <Field
        label="Guests"
        type="number"
        required
        min={1}
        max={stay.sleeps}
        value={guests}
        onChange={(e) => setGuests(e.target.value)}
        hint={`This home sleeps ${stay.sleeps}.`}
      />
      <TextareaField
        label="A note to the host"
        rows={4}
        maxLength={2000}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <div className="stay-request-form__figure" aria-live="polite">
        {stay.nightly_contribution === null ? (
          <p>The host asks no contribution.</p>
        ) : estimate ? (
          <>
            <p className="stay-request-form__total">
              Your contribution: <strong>{money(estimate.total, estimate.currency)}</strong> for {nightsText(count)}
            </p>
            <p className="stay-request-form__detail">
              {money(estimate.nightly, estimate.currency)} × {count} = {money(estimate.subtotal, estimate.currency)}
              {estimate.discount_percent > 0 && `, less your ${estimate.discount_percent}% member discount`}. Settled
              with the host; nothing is charged through Salon.
            </p>
          </>
        ) : (
          <p>
            {money(stay.nightly_contribution, stay.currency)} a night before your discount
            {tier.data && tier.data.discount_percent > 0 && ` (yours is ${tier.data.discount_percent}%)`}.
          </p>
        )}
      </div>
      {requestStay.isError && <Alert>{requestStay.error.message}</Alert>}
      <Button type="submit" disabled={requestStay.isPending}>
        {requestStay.isPending ? "Sending…" : "Send request"}
      </Button>
    </form>
  );
}
