import { lazy, Suspense, useMemo, useState, type FormEvent } from "react";
import { clubSettingsUpdateSchema, type ClubSettings } from "../../../../shared/club-settings.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { loadTierChoice } from "../../membership/index.ts";
import { CLUB_SETTINGS_COPY } from "../../../content/club-settings.ts";
import { useClubSettings, useSaveClubSettings } from "../api/club-settings.ts";
import { MailCheck } from "../components/MailCheck.tsx";
import { RetentionSettings } from "../components/RetentionSettings.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";

const COPY = CLUB_SETTINGS_COPY.form;
const TierChoice = lazy(loadTierChoice);

/** English first, then the languages a club abroad is likeliest to want. */
const LOCALES = [
  "en-US",
  "en-GB",
  "en-CA",
  "en-AU",
  "en-NZ",
  "en-IE",
  "en-IN",
  "en-ZA",
  "fr-FR",
  "fr-CA",
  "de-DE",
  "es-ES",
  "it-IT",
  "nl-NL",
];
const SAMPLE = new Date(Date.UTC(2027, 0, 15, 19, 30));

const named = (locale: string) => {
  const [language, region] = locale.split("-");
  const languages = new Intl.DisplayNames(["en"], { type: "language" });
  const regions = new Intl.DisplayNames(["en"], { type: "region" });
  return `${languages.of(language!)} (${regions.of(region!)}) · ${locale}`;
};

const preview = (locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone }).format(SAMPLE);

const VOTE_COUNTS = Array.from({ length: 9 }, (_, at) => ({ value: String(at + 1), label: String(at + 1) }));

/**
 * /admin/club-settings: the club's name, contact address, time zone, locale, currency and country; its mailings and
 * votes; how long it keeps each kind of data (#retention); its mail (#mail).
 */
export function ClubSettingsPage() {
  usePageTitle("Club settings");
  const settings = useClubSettings();
  return (
    <main id="main" className="page">
      <PageHeading
        eyebrow={CLUB_SETTINGS_COPY.page.eyebrow}
        title={CLUB_SETTINGS_COPY.page.title}
        lede={CLUB_SETTINGS_COPY.page.lede}
      />
      {settings.isPending && <p role="status">{CLUB_SETTINGS_COPY.page.loading}</p>}
      {settings.isError && <Alert>{CLUB_SETTINGS_COPY.page.loadFailed}</Alert>}
      {settings.data && <ClubSettingsForm settings={settings.data} />}
      {settings.data && <RetentionSettings settings={settings.data} />}
      {settings.data && <MailCheck />}
    </main>
  );
}

function ClubSettingsForm({ settings }: { settings: ClubSettings }) {
  const save = useSaveClubSettings();
  const [form, setForm] = useState({
    name: settings.name,
    contact_email: settings.contact_email ?? "",
    time_zone: settings.time_zone,
    locale: settings.locale,
    currency: settings.currency,
    country: settings.country,
    mailing_approval_threshold: String(settings.mailing_approval_threshold),
    mailing_cancel_window_minutes: String(settings.mailing_cancel_window_minutes),
    votes_needed: String(settings.votes_needed),
    invitations_per_member: String(settings.invitations_per_member),
  });
  const [inviteTiers, setInviteTiers] = useState<string[]>(settings.invite_tiers);
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const zones = useMemo(() => Intl.supportedValuesOf("timeZone").map((zone) => ({ value: zone, label: zone })), []);
  const currencies = useMemo(() => {
    const names = new Intl.DisplayNames(["en"], { type: "currency" });
    return Intl.supportedValuesOf("currency").map((code) => ({ value: code, label: `${code} · ${names.of(code)}` }));
  }, []);
  const locales = useMemo(() => {
    const list = LOCALES.includes(form.locale) ? LOCALES : [form.locale, ...LOCALES];
    return list.map((locale) => ({ value: locale, label: named(locale) }));
  }, [form.locale]);
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const whole = (value: string) => (value.trim() === "" ? NaN : Number(value));
    const parsed = clubSettingsUpdateSchema.safeParse({
      ...form,
      mailing_approval_threshold: whole(form.mailing_approval_threshold),
      mailing_cancel_window_minutes: whole(form.mailing_cancel_window_minutes),
      votes_needed: Number(form.votes_needed),
      invitations_per_member: whole(form.invitations_per_member),
      invite_tiers: inviteTiers,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setNotice({ tone: "error", text: `${issue?.path.join(".") ?? ""} ${issue?.message ?? ""}`.trim() });
    }
    setNotice(null);
    save.mutate(parsed.data, {
      onSuccess: () => setNotice({ tone: "success", text: COPY.saved }),
      onError: (error) => setNotice({ tone: "error", text: error.message || COPY.saveFailed }),
    });
  };

  return (
    <form className="form club-settings" onSubmit={onSubmit} noValidate aria-label={CLUB_SETTINGS_COPY.page.title}>
      <Field label={COPY.name} name="name" value={form.name} onChange={set("name")} autoComplete="organization" />
      <Field
        label={COPY.contactEmail}
        name="contact_email"
        type="email"
        hint={COPY.contactEmailHint}
        value={form.contact_email}
        onChange={set("contact_email")}
      />
      <SelectField
        label={COPY.timeZone}
        name="time_zone"
        options={zones}
        value={form.time_zone}
        onChange={set("time_zone")}
      />
      <SelectField label={COPY.locale} name="locale" options={locales} value={form.locale} onChange={set("locale")} />
      <p className="field__hint" aria-live="polite">
        {COPY.preview(preview(form.locale, form.time_zone))}
      </p>
      <SelectField
        label={COPY.currency}
        name="currency"
        options={currencies}
        value={form.currency}
        onChange={set("currency")}
      />
      <Field
        label={COPY.country}
        name="country"
        hint={COPY.countryHint}
        maxLength={2}
        value={form.country}
        onChange={set("country")}
      />
      <Field
        label={COPY.approvalThreshold}
        name="mailing_approval_threshold"
        type="number"
        inputMode="numeric"
        min={0}
        hint={COPY.approvalThresholdHint}
        value={form.mailing_approval_threshold}
        onChange={set("mailing_approval_threshold")}
      />
      <Field
        label={COPY.cancelWindow}
        name="mailing_cancel_window_minutes"
        type="number"
        inputMode="numeric"
        min={0}
        max={1440}
        hint={COPY.cancelWindowHint}
        value={form.mailing_cancel_window_minutes}
        onChange={set("mailing_cancel_window_minutes")}
      />
      <SelectField
        label={COPY.votesNeeded}
        name="votes_needed"
        options={VOTE_COUNTS}
        value={form.votes_needed}
        onChange={set("votes_needed")}
      />
      <p className="field__hint">{COPY.votesNeededHint}</p>
      <Suspense fallback={null}>
        <TierChoice legend={COPY.inviteTiers} name="invite_tiers" selected={inviteTiers} onChange={setInviteTiers} />
      </Suspense>
      <p className="field__hint">{COPY.inviteTiersHint}</p>
      <Field
        label={COPY.invitationsPerMember}
        name="invitations_per_member"
        type="number"
        inputMode="numeric"
        min={0}
        max={20}
        hint={COPY.invitationsPerMemberHint}
        value={form.invitations_per_member}
        onChange={set("invitations_per_member")}
      />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? COPY.saving : COPY.save}
        </Button>
      </div>
    </form>
  );
}
