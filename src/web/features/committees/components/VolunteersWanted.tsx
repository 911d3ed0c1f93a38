import { useState, type FormEvent } from "react";
import type { VolunteerSlot } from "../../../../shared/committees.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { COMMITTEES_COPY as COPY } from "../../../content/committees.ts";
import { useSetSlots, useTakeSlot, useVolunteerSlots } from "../api/volunteer-slots.ts";
import "../committees.css";

/**
 * "Volunteers wanted" on an event's page (decision 61): each role, its places left, who took it; a member whose tier
 * carries volunteering duties takes a slot or gives it back; the organiser or an admin sets the roles. Once the event
 * has ended or was cancelled (`closed`) the slots are only a record: nothing to take, give back or ask for.
 */
export function VolunteersWanted({ eventId, closed = false }: { eventId: string; closed?: boolean }) {
  const slots = useVolunteerSlots(eventId);
  const take = useTakeSlot(eventId);
  const [editing, setEditing] = useState(false);
  const data = slots.data;
  const mayManage = !closed && data?.may_manage === true;
  if (!data || (data.slots.length === 0 && !mayManage)) return null;
  return (
    <section className="volunteers" aria-labelledby="volunteers-wanted">
      <h2 id="volunteers-wanted">{COPY.volunteersWanted}</h2>
      {data.slots.length > 0 && <p className="volunteers__intro">{COPY.volunteersIntro}</p>}
      {data.slots.length > 0 && (
        <ul className="volunteers__slots">
          {data.slots.map((slot) => (
            <SlotRow
              key={slot.id}
              slot={slot}
              mayTake={!closed && data.may_take}
              mayGiveBack={!closed}
              busy={take.isPending}
              onTake={(takeIt) => take.mutate({ slotId: slot.id, take: takeIt })}
            />
          ))}
        </ul>
      )}
      {take.error && <Alert tone="error">{take.error.message}</Alert>}
      {mayManage &&
        (editing ? (
          <SlotsEditor eventId={eventId} slots={data.slots} onDone={() => setEditing(false)} />
        ) : (
          <Button variant="quiet" onClick={() => setEditing(true)}>
            {COPY.setSlots}
          </Button>
        ))}
    </section>
  );
}

function SlotRow({
  slot,
  mayTake,
  mayGiveBack,
  busy,
  onTake,
}: {
  slot: VolunteerSlot;
  mayTake: boolean;
  mayGiveBack: boolean;
  busy: boolean;
  onTake: (take: boolean) => void;
}) {
  const left = slot.count - slot.taken;
  return (
    <li className="volunteers__slot">
      <div>
        <strong>{slot.role}</strong>
        <span className="volunteers__left">{left > 0 ? COPY.placesLeft(left, slot.count) : COPY.full}</span>
        {slot.volunteers.length > 0 && (
          <span className="volunteers__names">{slot.volunteers.map((v) => v.name).join(", ")}</span>
        )}
      </div>
      {slot.mine ? (
        <span className="volunteers__mine">
          {COPY.youTook}{" "}
          {mayGiveBack && (
            <Button variant="quiet" disabled={busy} onClick={() => onTake(false)}>
              {COPY.giveBack}
            </Button>
          )}
        </span>
      ) : (
        mayTake &&
        left > 0 && (
          <Button disabled={busy} aria-label={COPY.takeSlotFor(slot.role)} onClick={() => onTake(true)}>
            {COPY.takeSlot}
          </Button>
        )
      )}
    </li>
  );
}

type Draft = { id?: number; role: string; count: string };

function SlotsEditor({ eventId, slots, onDone }: { eventId: string; slots: VolunteerSlot[]; onDone: () => void }) {
  const save = useSetSlots(eventId);
  const [rows, setRows] = useState<Draft[]>(
    slots.length > 0
      ? slots.map((s) => ({ id: s.id, role: s.role, count: String(s.count) }))
      : [{ role: "", count: "1" }],
  );
  const change = (index: number, patch: Partial<Draft>) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        slots: rows.map((row) => ({
          ...(row.id === undefined ? {} : { id: row.id }),
          role: row.role.trim(),
          count: Number(row.count),
        })),
      },
      { onSuccess: onDone },
    );
  };
  return (
    <form className="volunteers__editor" onSubmit={submit} noValidate>
      {rows.map((row, index) => (
        <fieldset key={row.id ?? `new-${index}`} className="volunteers__editor-row">
          <legend className="visually-hidden">{COPY.roleNumber(index + 1)}</legend>
          <Field
            label={COPY.role}
            value={row.role}
            maxLength={80}
            onChange={(e) => change(index, { role: e.target.value })}
          />
          <Field
            label={COPY.count}
            type="number"
            min={1}
            max={50}
            inputMode="numeric"
            value={row.count}
            onChange={(e) => change(index, { count: e.target.value })}
          />
          <Button variant="quiet" onClick={() => setRows((all) => all.filter((_, i) => i !== index))}>
            {COPY.removeRole}
          </Button>
        </fieldset>
      ))}
      {save.error && <Alert tone="error">{save.error.message}</Alert>}
      <div className="volunteers__editor-actions">
        <Button variant="quiet" onClick={() => setRows((all) => [...all, { role: "", count: "1" }])}>
          {COPY.addRole}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {COPY.saveSlots}
        </Button>
      </div>
    </form>
  );
}
