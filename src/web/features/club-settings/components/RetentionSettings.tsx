import { useState, type FormEvent } from "react";
import {
  clubSettingsUpdateSchema,
  RETENTION_PERIOD_FIELDS,
  RETENTION_PERIODS,
  type ClubSettings,
  type RetentionPeriodField,
} from "../../../../shared/club-settings.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { CLUB_SETTINGS_COPY } from "../../../content/club-settings.ts";
import { useSaveClubSettings } from "../api/club-settings.ts";

const COPY = CLUB_SETTINGS_COPY.retention;

type Periods = Record<RetentionPeriodField, string>;

/**
 * The club's retention periods (decision 0060): how many days it keeps sessions and devices, the mail log, declined
 * applications and audit entries, each with a line saying what happens once that time is past.
 */
export function RetentionSettings({ settings }: { settings: ClubSettings }) {
  const save = useSaveClubSettings();
  const [form, setForm] = useState<Periods>(
    () => Object.fromEntries(RETENTION_PERIOD_FIELDS.map((field) => [field, String(settings[field])])) as Periods,
  );
  const [errors, setErrors] = useState<Partial<Periods>>({});
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string } | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = clubSettingsUpdateSchema.safeParse(
      Object.fromEntries(
        RETENTION_PERIOD_FIELDS.map((field) => [field, form[field].trim() === "" ? NaN : Number(form[field])]),
      ),
    );
    if (!parsed.success) {
      const found: Partial<Periods> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as RetentionPeriodField;
        found[field] ??= `${COPY.fields[field].label}: ${issue.message}`;
      }
      setErrors(found);
      return setNotice(null);
    }
    setErrors({});
    setNotice(null);
    save.mutate(parsed.data, {
      onSuccess: () => setNotice({ tone: "success", text: COPY.saved }),
      onError: (error) => setNotice({ tone: "error", text: error.message || COPY.saveFailed }),
    });
  };

  return (
    <section id="retention" className="club-settings club-settings__retention" aria-labelledby="club-retention-title">
      <h2 id="club-retention-title" className="caps-heading">
        {COPY.title}
      </h2>
      <p>{COPY.lede}</p>
      <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="club-retention-title">
        {RETENTION_PERIOD_FIELDS.map((field) => {
          const { min, max } = RETENTION_PERIODS[field];
          const typed = Number(form[field]);
          const days =
            Number.isInteger(typed) && typed >= min && typed <= max ? String(typed) : String(settings[field]);
          return (
            <Field
              key={field}
              label={COPY.fields[field].label}
              name={field}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              hint={`${COPY.fields[field].happens(days)} ${COPY.bounds(min, max)}`}
              error={errors[field]}
              value={form[field]}
              onChange={(event) => setForm((current) => ({ ...current, [field]: event.target.value }))}
            />
          );
        })}
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? COPY.saving : COPY.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
