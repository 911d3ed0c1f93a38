import { useState, type FormEvent } from "react";
import { RECAP_TEXT_MAX, type RecapAnswer, type RecapAudience } from "../../../../shared/event-recaps.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { ChoiceGroup } from "../../../components/ui/ChoiceGroup.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { RECAP_COPY as COPY } from "../../../content/recaps.ts";
import { useSaveRecap } from "../api/recap.ts";
import { RecapView } from "./RecapView.tsx";

/** The organiser writes the recap: her words, photos of the event, the attendance, its audience, with a preview. */
export function RecapDialog({
  eventId,
  answer,
  onClose,
  onReadyToSend,
}: {
  eventId: string;
  answer: RecapAnswer;
  onClose: () => void;
  onReadyToSend: () => void;
}) {
  const save = useSaveRecap(eventId);
  const [text, setText] = useState(answer.recap?.text ?? "");
  const [chosen, setChosen] = useState<string[]>(
    (answer.recap?.photos ?? []).map((photo) => photo.id).filter((id) => answer.choosable.some((p) => p.id === id)),
  );
  const [showAttendance, setShowAttendance] = useState(answer.recap?.show_attendance ?? false);
  const [audience, setAudience] = useState<RecapAudience>(answer.recap?.audience ?? "participants");
  const [then, setThen] = useState<"save" | "send">("save");
  const formId = `recap-${eventId}`;
  const draft = { text: text.trim(), image_ids: chosen, show_attendance: showAttendance, audience };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft, { onSuccess: () => then === "send" && onReadyToSend() });
  };
  const chosenPhotos = chosen.map((id) => answer.choosable.find((photo) => photo.id === id)!).filter(Boolean);
  const preview = {
    text: draft.text,
    photos: chosenPhotos,
    show_attendance: showAttendance,
    attendance: showAttendance ? (answer.recap?.attendance ?? null) : null,
    audience,
    sent_at: null,
    sent_by: null,
    sent_to: null,
    updated_at: "",
  };
  return (
    <Dialog
      open
      title={COPY.title}
      onClose={onClose}
      footer={
        <>
          <Button type="button" variant="quiet" onClick={onClose}>
            {COPY.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="quiet"
            onClick={() => setThen("save")}
            disabled={save.isPending || !draft.text}
          >
            {save.isPending && then === "save" ? COPY.saving : COPY.save}
          </Button>
          <Button type="submit" form={formId} onClick={() => setThen("send")} disabled={save.isPending || !draft.text}>
            {COPY.send}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="form">
        <p>{COPY.lede}</p>
        <TextareaField
          label={COPY.textLabel}
          value={text}
          maxLength={RECAP_TEXT_MAX}
          rows={5}
          onChange={(event) => setText(event.target.value)}
        />
        <fieldset className="recap-picker">
          <legend className="field__label">{COPY.photosLegend}</legend>
          {answer.choosable.length === 0 && <p className="event-muted">{COPY.noPhotos}</p>}
          <ul className="recap-picker__grid">
            {answer.choosable.map((photo) => (
              <li key={photo.id}>
                <label className="recap-picker__photo">
                  <input
                    type="checkbox"
                    checked={chosen.includes(photo.id)}
                    onChange={(event) =>
                      setChosen(event.target.checked ? [...chosen, photo.id] : chosen.filter((id) => id !== photo.id))
                    }
                  />
                  <img src={photo.thumbnail_url} alt="" style={{ backgroundColor: photo.placeholder_color }} />
                  <span>{photo.title}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <label className="choice">
          <input
            type="checkbox"
            checked={showAttendance}
            onChange={(event) => setShowAttendance(event.target.checked)}
          />
          <span>{COPY.attendance}</span>
        </label>
        {answer.club_allowed && (
          <ChoiceGroup
            legend={COPY.audienceLegend}
            kind="radio"
            options={(["participants", "club"] as const).map((value) => ({ value, label: COPY.audience[value] }))}
            selected={[audience]}
            onChange={([value]) => setAudience(value as RecapAudience)}
          />
        )}
        {save.isError && <Alert>{save.error.message}</Alert>}
        {save.isSuccess && then === "save" && <Alert tone="success">{COPY.saved}</Alert>}
        {draft.text && (
          <section className="recap-preview" aria-label={COPY.preview}>
            <h3 className="field__label">{COPY.preview}</h3>
            <RecapView recap={preview} />
          </section>
        )}
      </form>
    </Dialog>
  );
}
