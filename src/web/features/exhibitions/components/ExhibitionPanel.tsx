import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { Exhibit, Exhibition } from "../../../../shared/exhibitions.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { EXHIBITIONS_COPY as COPY, formatFee } from "../../../content/exhibitions.ts";
import { useExhibit, useExhibition, useMyPieces, useSetExhibition, useWithdraw } from "../api/exhibition.ts";
import "../exhibitions.css";

/**
 * "Exhibition" on an event's page (decision 72): the pieces members exhibit (image, title, member), her own piece to
 * add with what it costs in her tier, and the organiser's or an admin's switch.
 */
export function ExhibitionPanel({ eventId }: { eventId: string }) {
  const exhibition = useExhibition(eventId);
  const setExhibition = useSetExhibition(eventId);
  const data = exhibition.data;
  // Once it has begun or was cancelled, an event does not become an exhibition.
  if (!data || (!data.exhibition && (!data.may_manage || data.closed))) return null;
  if (!data.exhibition)
    return (
      <section className="exhibition exhibition--off" aria-label={COPY.title}>
        <Button variant="quiet" disabled={setExhibition.isPending} onClick={() => setExhibition.mutate(true)}>
          {COPY.makeExhibition}
        </Button>
        {setExhibition.error && <Alert tone="error">{setExhibition.error.message}</Alert>}
      </section>
    );
  return (
    <section className="exhibition" aria-labelledby="exhibition-title">
      <h2 id="exhibition-title">{COPY.title}</h2>
      {data.inside_visible && !data.closed && <p className="exhibition__intro">{COPY.intro}</p>}
      {!data.inside_visible ? (
        <p className="exhibition__note">{COPY.insideOnly}</p>
      ) : (
        <Exhibits eventId={eventId} data={data} />
      )}
      {data.closed && data.inside_visible && <p className="exhibition__note">{COPY.closed}</p>}
      {data.may_exhibit && <ExhibitForm eventId={eventId} data={data} />}
      {/* Open, seen and not begun: only a lapsed membership keeps her from exhibiting (exhibitionRules.exhibit). */}
      {!data.may_exhibit && data.inside_visible && !data.closed && (
        <p className="exhibition__note">
          {COPY.lapsed} <Link to="/settings#membership">{COPY.renew}</Link>
        </p>
      )}
      {data.may_manage && data.exhibits.length === 0 && (
        <Button variant="quiet" disabled={setExhibition.isPending} onClick={() => setExhibition.mutate(false)}>
          {COPY.stopExhibition}
        </Button>
      )}
      {setExhibition.error && <Alert tone="error">{setExhibition.error.message}</Alert>}
    </section>
  );
}

function Exhibits({ eventId, data }: { eventId: string; data: Exhibition }) {
  const withdraw = useWithdraw(eventId);
  if (data.exhibits.length === 0) return <p className="exhibition__note">{COPY.none}</p>;
  return (
    <>
      <ul className="exhibition__pieces">
        {data.exhibits.map((exhibit) => (
          <Piece
            key={exhibit.image_id}
            exhibit={exhibit}
            busy={withdraw.isPending}
            onWithdraw={() => withdraw.mutate(exhibit.image_id)}
          />
        ))}
      </ul>
      {withdraw.error && <Alert tone="error">{withdraw.error.message}</Alert>}
    </>
  );
}

function Piece({ exhibit, busy, onWithdraw }: { exhibit: Exhibit; busy: boolean; onWithdraw: () => void }) {
  return (
    <li className="exhibition__piece">
      <figure>
        <img
          src={exhibit.thumbnail_url}
          alt={exhibit.title}
          width={exhibit.width}
          height={exhibit.height}
          loading="lazy"
          style={{ backgroundColor: exhibit.placeholder_color ?? undefined }}
        />
        <figcaption>
          <strong>{exhibit.title}</strong>
          {exhibit.medium && <span className="exhibition__medium">{exhibit.medium}</span>}
          <span className="exhibition__member">{COPY.by(exhibit.member.name)}</span>
        </figcaption>
      </figure>
      {exhibit.may_withdraw && (
        <Button variant="quiet" disabled={busy} aria-label={COPY.withdrawPiece(exhibit.title)} onClick={onWithdraw}>
          {COPY.withdraw}
        </Button>
      )}
    </li>
  );
}

function ExhibitForm({ eventId, data }: { eventId: string; data: Exhibition }) {
  const pieces = useMyPieces(true);
  const exhibit = useExhibit(eventId);
  const shown = new Set(data.exhibits.map((e) => e.image_id));
  const available = (pieces.data?.pieces ?? []).filter((p) => !shown.has(p.image_id));
  const [chosen, setChosen] = useState("");
  const choice = available.some((p) => p.image_id === chosen) ? chosen : (available[0]?.image_id ?? "");
  const done = exhibit.isSuccess && <p role="status">{COPY.exhibited}</p>;
  if (!pieces.data) return null;
  if (pieces.data.pieces.length === 0) return <p className="exhibition__note">{COPY.noPieces}</p>;
  // Her last piece just went up: the form goes, the word that it is exhibited stays.
  if (available.length === 0) return done || null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice) exhibit.mutate({ image_id: choice });
  };
  return (
    <form className="exhibition__form" onSubmit={submit}>
      <SelectField
        label={COPY.yours}
        options={available.map((piece) => ({ value: piece.image_id, label: piece.title }))}
        value={choice}
        aria-describedby={`exhibit-fee-${eventId}`}
        onChange={(e) => setChosen(e.target.value)}
      />
      <p id={`exhibit-fee-${eventId}`} className="exhibition__fee">
        {data.fee > 0 ? COPY.fee(formatFee(data.fee, data.currency)) : COPY.free}
      </p>
      <Button type="submit" disabled={exhibit.isPending}>
        {COPY.exhibit}
      </Button>
      {done}
      {exhibit.error && <Alert tone="error">{exhibit.error.message}</Alert>}
    </form>
  );
}
