import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { useAuthStatus } from "../../auth/index.ts";
import { useStays, type StaySearch } from "../api/list-stays.ts";
import { StayCard } from "./StayCard.tsx";
import { localToday } from "../lib/format.ts";
import { canListHomes, viewerOf } from "../lib/viewer.ts";
import { STAYS_COPY } from "../../../content/stays.ts";

const COPY = STAYS_COPY.grid;

/** The filters as the address bar has them, so a search can be shared and survives a reload. */
function searchOf(params: URLSearchParams): StaySearch {
  const guests = Number(params.get("guests"));
  return {
    ...(params.get("where") ? { where: params.get("where")! } : {}),
    ...(params.get("from") && params.get("to") ? { from: params.get("from")!, to: params.get("to")! } : {}),
    ...(guests > 0 ? { guests } : {}),
  };
}

/** /stays: members' homes open to the club, found by where, dates (free on them) and guests. */
export function StaysGrid() {
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const stays = useStays(search);
  const status = useAuthStatus().data;
  const mayList = canListHomes(status);
  const isAdmin = viewerOf(status)?.admin === true;
  const [where, setWhere] = useState(search.where ?? "");
  const [from, setFrom] = useState(search.from ?? "");
  const [to, setTo] = useState(search.to ?? "");
  const [guests, setGuests] = useState(search.guests ? String(search.guests) : "");
  const today = localToday();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (where.trim()) next.set("where", where.trim());
    if (from && to) {
      next.set("from", from);
      next.set("to", to);
    }
    if (Number(guests) > 0) next.set("guests", guests);
    setParams(next);
  };
  const filtered = Object.keys(search).length > 0;

  return (
    <main id="main" className="page stays-page">
      <PageHeading eyebrow={COPY.eyebrow} title={COPY.title} lede={COPY.lede}>
        <div className="stays-toolbar">
          <ButtonLink variant="quiet" to="/stays/requests">
            {STAYS_COPY.common.myStaysAndRequests}
          </ButtonLink>
          {isAdmin && (
            <ButtonLink variant="quiet" to="/admin#tiers">
              {STAYS_COPY.common.tiersAndDiscounts}
            </ButtonLink>
          )}
          {mayList && <ButtonLink to="/stays/new">{STAYS_COPY.common.listYourHome}</ButtonLink>}
        </div>
      </PageHeading>
      <form className="stays-filters" onSubmit={submit} role="search" aria-label={COPY.searchLabel}>
        <Field
          label={STAYS_COPY.common.where}
          type="search"
          value={where}
          onChange={(e) => setWhere(e.target.value)}
          placeholder={COPY.wherePlaceholder}
        />
        <Field
          label={STAYS_COPY.common.arrive}
          type="date"
          min={today}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <Field
          label={STAYS_COPY.common.leave}
          type="date"
          min={from || today}
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
        <Field
          label={STAYS_COPY.common.guests}
          type="number"
          min={1}
          max={50}
          value={guests}
          onChange={(e) => setGuests(e.target.value)}
        />
        <div className="stays-filters__buttons">
          <Button type="submit">{COPY.search}</Button>
          {filtered && (
            <Button
              variant="quiet"
              onClick={() => {
                setWhere("");
                setFrom("");
                setTo("");
                setGuests("");
                setParams(new URLSearchParams());
              }}
            >
              {COPY.clear}
            </Button>
          )}
        </div>
      </form>
      {stays.isPending ? (
        <p className="stays-status">{COPY.loading}</p>
      ) : stays.isError ? (
        <Alert>{stays.error.message}</Alert>
      ) : stays.data.length === 0 ? (
        <div className="stays-empty">
          <p>{filtered ? COPY.noMatch : COPY.none}</p>
        </div>
      ) : (
        <ul className="stay-grid" aria-label={COPY.homes}>
          {stays.data.map((stay) => (
            <StayCard key={stay.id} stay={stay} query={params.toString()} />
          ))}
        </ul>
      )}
    </main>
  );
}
