import { STAY_PATHS } from "../../../../shared/paths/stays.ts";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { STAY_AMENITIES } from "../../../../shared/texts/stays.ts";
import { STAY_AMENITY_KEYS, stayPrefillSchema, type Stay, type StayPrefill } from "../../../../shared/stays.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { useAuthStatus } from "../../auth/index.ts";
import { useStay, useStayPrefill } from "../api/get-stay.ts";
import { useMemberSearch } from "../api/tiers.ts";
import { api } from "../../../lib/api.ts";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { useSaveStay } from "../api/save-stay.ts";
import { localToday } from "../lib/format.ts";
import { EMPTY, fromStay, toInput, type FormState, type TextKey } from "../lib/stay-form.ts";
import { AvailabilityWindows } from "./AvailabilityWindows.tsx";
import { StayPhotosEditor } from "./StayPhotosEditor.tsx";
import { canListHomes, viewerOf } from "../lib/viewer.ts";
import { STAYS_COPY } from "../../../content/stays.ts";

const COPY = STAYS_COPY.editor;
const PICKER = STAYS_COPY.hostPicker;

/** For an admin listing a home for a Travel Host: find her, then fill the form from her application. */
function HostPicker({ onPick }: { onPick: (hostId: number, property: StayPrefill) => void }) {
  const [query, setQuery] = useState("");
  const [hostId, setHostId] = useState("");
  const [failed, setFailed] = useState<string | undefined>();
  const members = useMemberSearch(query);
  const hosts = (members.data ?? []).filter((m) => m.type === "Travel Host");
  const pick = async () => {
    setFailed(undefined);
    try {
      const property = await api(`${STAY_PATHS.prefill}?host_id=${Number(hostId)}`, { schema: stayPrefillSchema });
      onPick(Number(hostId), property);
    } catch (error) {
      setFailed((error as Error).message);
    }
  };
  return (
    <section className="stay-form__section" aria-labelledby="stay-host-heading">
      <h2 id="stay-host-heading">{PICKER.heading}</h2>
      <div className="stay-form__row">
        <Field label={PICKER.find} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        <SelectField
          label={PICKER.host}
          placeholder={PICKER.yourself}
          value={hostId}
          onChange={(e) => setHostId(e.target.value)}
          options={hosts.map((m) => ({ value: String(m.user_id), label: m.name }))}
        />
      </div>
      {failed && <Alert>{failed}</Alert>}
      <Button variant="quiet" disabled={hostId === ""} onClick={() => void pick()}>
        {PICKER.pick}
      </Button>
    </section>
  );
}

/** /stays/new and /stays/:id?edit=1: a home with every field; a new one starts from her application's property. */
export function StayEditor({ id }: { id: string | undefined }) {
  const stay = useStay(id);
  const mayList = canListHomes(useAuthStatus().data);
  const prefill = useStayPrefill(id === undefined && mayList);

  if (id === undefined && !mayList)
    return (
      <main id="main" className="page stay-edit-page">
        <PageHeading title={STAYS_COPY.common.listYourHome} />
        <Alert>{COPY.onlyHosts}</Alert>
      </main>
    );
  if (id !== undefined && stay.isError)
    return (
      <main id="main" className="page stay-edit-page">
        <PageHeading title={STAYS_COPY.common.homeNotFound} />
        <Alert>{stay.error.message}</Alert>
      </main>
    );
  const initial: FormState | undefined =
    id !== undefined
      ? stay.data && fromStay(stay.data)
      : prefill.isPending
        ? undefined
        : {
            ...EMPTY,
            type: prefill.data?.type ?? "",
            description: prefill.data?.description ?? "",
            address: prefill.data?.address ?? "",
          };
  if (!initial)
    return (
      <main id="main" className="page stay-edit-page">
        <p className="stays-status">{STAYS_COPY.common.loading}</p>
      </main>
    );
  return <StayForm key={id ?? "new"} id={id} stay={stay.data} initial={initial} />;
}

function StayForm({ id, stay, initial }: { id: string | undefined; stay: Stay | undefined; initial: FormState }) {
  const save = useSaveStay(id);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form, setForm] = useState<FormState>(initial);
  const [hostId, setHostId] = useState<number | undefined>();
  const isAdmin = viewerOf(useAuthStatus().data)?.admin === true;
  const today = localToday();

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  /** A text field's value and its change, bound to the form's `key`. */
  const bound = (key: TextKey) => ({
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, e.target.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...toInput(form), ...(hostId !== undefined ? { host_id: hostId } : {}) },
      {
        onSuccess: (saved) =>
          void navigate(id === undefined ? `/stays/${saved.id}?edit=1&created=1` : `/stays/${saved.id}`),
      },
    );
  };

  const justCreated = params.get("created") === "1";

  return (
    <main id="main" className="page stay-edit-page">
      <PageHeading
        eyebrow={STAYS_COPY.common.eyebrow}
        title={id === undefined ? STAYS_COPY.common.listYourHome : COPY.editTitle(stay?.title)}
        lede={id === undefined ? COPY.ledeNew : COPY.ledeEdit}
      />
      {justCreated && <Alert tone="success">{COPY.created}</Alert>}
      {stay && <StayPhotosEditor stay={stay} />}
      {id === undefined && isAdmin && (
        <HostPicker
          onPick={(picked, property) => {
            setHostId(picked);
            setForm((f) => ({
              ...f,
              type: property.type || f.type,
              description: property.description || f.description,
              address: property.address || f.address,
            }));
          }}
        />
      )}
      <form className="stay-form" onSubmit={submit}>
        <section className="stay-form__section" aria-labelledby="stay-about-heading">
          <h2 id="stay-about-heading">{COPY.theHome}</h2>
          <Field label={COPY.title} required maxLength={120} {...bound("title")} />
          <Field label={COPY.type} required maxLength={100} {...bound("type")} hint={COPY.typeHint} />
          <TextareaField label={STAYS_COPY.common.description} rows={5} maxLength={10000} {...bound("description")} />
          <div className="stay-form__row">
            <Field label={COPY.sleeps} type="number" required min={1} max={50} {...bound("sleeps")} />
            <Field label={COPY.bedrooms} type="number" required min={0} max={50} {...bound("bedrooms")} />
            <Field
              label={COPY.contribution}
              type="number"
              min={0}
              max={100000}
              {...bound("contribution")}
              hint={COPY.contributionHint}
            />
          </div>
        </section>
        <section className="stay-form__section" aria-labelledby="stay-where-heading">
          <h2 id="stay-where-heading">{STAYS_COPY.common.where}</h2>
          <div className="stay-form__row">
            <Field label={COPY.city} required maxLength={100} {...bound("city")} />
            <Field label={COPY.region} maxLength={100} {...bound("region")} />
            <Field label={COPY.country} required maxLength={100} {...bound("country")} />
          </div>
          <Field label={COPY.address} required maxLength={300} {...bound("address")} hint={COPY.addressHint} />
        </section>
        <section className="stay-form__section" role="group" aria-labelledby="stay-amenities-heading">
          <h2 id="stay-amenities-heading">{STAYS_COPY.common.amenities}</h2>
          <div className="stay-form__amenities">
            {STAY_AMENITY_KEYS.map((key) => (
              <label key={key} className="stay-form__check">
                <input
                  type="checkbox"
                  checked={form.amenities.includes(key)}
                  onChange={(e) =>
                    set(
                      "amenities",
                      e.target.checked ? [...form.amenities, key] : form.amenities.filter((a) => a !== key),
                    )
                  }
                />
                {STAY_AMENITIES[key]}
              </label>
            ))}
          </div>
        </section>
        <section className="stay-form__section" aria-labelledby="stay-rules-heading">
          <h2 id="stay-rules-heading">{STAYS_COPY.common.houseRules}</h2>
          <TextareaField label={COPY.rules} rows={4} maxLength={5000} {...bound("rules")} />
        </section>
        <AvailabilityWindows
          windows={form.availability}
          today={today}
          onChange={(windows) => set("availability", windows)}
        />
        <label className="stay-form__check stay-form__publish">
          <input type="checkbox" checked={form.published} onChange={(e) => set("published", e.target.checked)} />
          {COPY.published}
        </label>
        {save.isError && <Alert>{save.error.message}</Alert>}
        <div className="stay-form__buttons">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? COPY.saving : id === undefined ? COPY.saveNew : COPY.save}
          </Button>
          {id !== undefined && (
            <ButtonLink variant="quiet" to={`/stays/${id}`}>
              {STAYS_COPY.common.viewHome}
            </ButtonLink>
          )}
        </div>
      </form>
    </main>
  );
}
