import { useId, useState, type ReactNode } from "react";
import type { SeriesScope } from "../../../../shared/event-series.ts";
import type { Event } from "../../../../shared/events.ts";
import type { EventCreateInput } from "../../../../shared/event-fields.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { useCreateEvent } from "../api/create-event.ts";
import { useCoverChoice } from "../api/event-cover.ts";
import { useUpdateEvent } from "../api/update-event.ts";
import {
  EMPTY_EVENT_FORM,
  formFromEvent,
  prepareEvent,
  stepOf,
  type EventForm,
  type EventFormErrors,
  type Step,
} from "../lib/event-form.ts";
import { CoverField, CoverProgress } from "./CoverField.tsx";
import { DateLocationStep } from "./DateLocationStep.tsx";
import { OverviewStep } from "./OverviewStep.tsx";
import { SeatsStep } from "./SeatsStep.tsx";
import { StepHeaders } from "./StepHeaders.tsx";
import { RepeatFields } from "./RepeatFields.tsx";
import { useSeriesSaving } from "../lib/use-series-saving.ts";
import { EVENTS_COPY } from "../../../content/events.ts";

type Props = { onClose: () => void; onSaved: (event: Event) => void } & (
  | { mode: "create"; event?: undefined }
  | {
      mode: "edit";
      event: Event;
      routeId: string;
      /** For a date of a series: whether the change reaches the following dates, and the question that chooses it. */
      scope?: SeriesScope;
      children?: ReactNode;
    }
);

/**
 * The two-step create and edit dialog (docs/product/screens.md#event-dialog): mounted while open, so Cancel and close discard everything.
 * The defaults are applied on submit; the shared schema's errors show beside their fields.
 */
export function EventDialog(props: Props) {
  const { mode, onClose, onSaved } = props;
  const formId = useId();
  const [form, setForm] = useState<EventForm>(() =>
    props.mode === "edit" ? formFromEvent(props.event) : EMPTY_EVENT_FORM,
  );
  const [step, setStep] = useState<Step>(1);
  const [errors, setErrors] = useState<EventFormErrors>({});
  const create = useCreateEvent();
  const update = useUpdateEvent(props.mode === "edit" ? props.routeId : "");
  const cover = useCoverChoice();
  const [coverSaving, setCoverSaving] = useState(false);
  const series = useSeriesSaving(
    props.mode === "edit" ? props.event : undefined,
    props.mode === "edit" ? props.scope : undefined,
  );
  const saving = create.isPending || update.isPending || series.saving || coverSaving;
  const failure = create.error ?? update.error ?? series.error;

  const change = (patch: Partial<EventForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as (keyof EventForm)[]) delete next[key];
      if ("event_date" in patch || "start_time" in patch) {
        delete next.end_date;
        delete next.end_time;
      }
      return next;
    });
  };

  const submit = () => {
    const prepared = prepareEvent(form, new Date(), props.mode === "create");
    if (!prepared.ok) {
      setErrors(prepared.errors);
      setStep(stepOf(prepared.errors));
      return;
    }
    const fields: EventCreateInput = {
      ...prepared.fields,
      timezone: prepared.clubTimezone ? null : prepared.fields.timezone,
    };
    // The cover goes once the event is saved (a new event has no id before); the dialog stays open while it uploads.
    // A new series takes it on its first date.
    const withCover = async (event: Event) => {
      setCoverSaving(true);
      const saved = await cover.applyTo(event);
      setCoverSaving(false);
      if (saved) onSaved(saved);
    };
    if (props.mode === "create") {
      const repeat = series.repeatFor(prepared.fields.event_date);
      if (repeat === "invalid") setStep(2);
      else if (repeat) series.create({ ...fields, repeat }, withCover);
      else create.mutate(fields, { onSuccess: withCover });
    } else
      update.mutate(
        { id: props.event.id, body: { ...series.changeOf(fields), date: prepared.fields.event_date } },
        { onSuccess: withCover },
      );
  };

  return (
    <Dialog
      open
      title={mode === "create" ? EVENTS_COPY.dialog.create : EVENTS_COPY.dialog.edit}
      onClose={onClose}
      size="large"
      lockScroll
      footer={
        <div className="event-dialog__footer">
          <div className="event-dialog__steps-nav">
            <Button variant="quiet" disabled={step === 1} onClick={() => setStep(step === 3 ? 2 : 1)}>
              {EVENTS_COPY.dialog.back}
            </Button>
            <Button variant="quiet" disabled={step === 3} onClick={() => setStep(step === 1 ? 2 : 3)}>
              {EVENTS_COPY.dialog.next}
            </Button>
          </div>
          <div className="event-dialog__actions">
            <Button variant="quiet" onClick={onClose}>
              {EVENTS_COPY.dialog.cancel}
            </Button>
            <Button type="submit" form={formId} disabled={saving}>
              {mode === "create" ? EVENTS_COPY.dialog.create : EVENTS_COPY.dialog.save}
            </Button>
          </div>
        </div>
      }
    >
      <StepHeaders step={step} onSelect={setStep} />
      <form
        id={formId}
        className="form event-dialog__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {failure && <Alert>{failure.message}</Alert>}
        <CoverProgress cover={cover} />
        {props.mode === "edit" && props.children}
        {step === 1 && <OverviewStep form={form} errors={errors} onChange={change} />}
        {/* A confidential gathering keeps no photos: no cover is offered (decision 0059). */}
        {step === 1 && !form.confidential && <CoverField cover={cover} current={props.event?.cover ?? null} />}
        {step === 2 && <DateLocationStep form={form} errors={errors} onChange={change} />}
        {step === 2 && mode === "create" && (
          <RepeatFields
            form={series.repeat}
            firstDate={series.firstDate(form.event_date)}
            errors={series.repeatErrors}
            onChange={series.changeRepeat}
          />
        )}
        {step === 3 && <SeatsStep form={form} errors={errors} onChange={change} />}
      </form>
    </Dialog>
  );
}
