import { STAY_PATHS } from "../../../../shared/paths/stays.ts";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { STAY_AMENITIES } from "../../../../shared/texts/stays.ts";
import {
  STAY_AMENITY_KEYS,
  stayPrefillSchema,
  type Stay,
  type StayPrefill,
} from "../../../../shared/stays.ts";
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
      <h2 id="stay-host-heading">For a Travel Host (admins)</h2>
      <div className="stay-form__row">
        <Field label="Find a Travel Host" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        <SelectField
          label="Travel Host"
          placeholder="Yourself"
          value={hostId}
          onChange={(e) => setHostId(e.target.value)}
          options={hosts.map((m) => ({ value: String(m.user_id), label: m.name }))}
        />
      </div>
      {failed && <Alert>{failed}</Alert>}
      <Button variant="quiet" disabled={hostId === ""} onClick={() => void pick()}>
        List it for her, from her application
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
        <PageHeading title="List your home" />
        <Alert>Only Travel Hosts (or an admin for one) may list a home.</Alert>
      </main>
    );
  if (id !== undefined && stay.isError)
    return (
      <main id="main" className="page stay-edit-page">
        <PageHeading title="Home not found" />
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
        <p className="stays-status">Loading…</p>
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
        eyebrow="Stays"
        title={id === undefined ? "List your home" : `Edit ${stay?.title ?? "your home"}`}
        lede={
          id === undefined
            ? "What you told us of your home when you applied is filled in; complete it, then add photos."
            : "Members see the place, never the exact address, until you accept their stay."
        }
      />
      {justCreated && <Alert tone="success">Your home is saved. Add its photos below.</Alert>}
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
          <h2 id="stay-about-heading">The home</h2>
          <Field label="Title" required maxLength={120} {...bound("title")} />
          <Field label="Type of home" required maxLength={100} {...bound("type")} hint="Villa, apartment, farmhouse…" />
          <TextareaField label="Description" rows={5} maxLength={10000} {...bound("description")} />
          <div className="stay-form__row">
            <Field label="Sleeps" type="number" required min={1} max={50} {...bound("sleeps")} />
            <Field label="Bedrooms" type="number" required min={0} max={50} {...bound("bedrooms")} />
            <Field
              label="Nightly contribution (USD, optional)"
              type="number"
              min={0}
              max={100000}
              {...bound("contribution")}
              hint="Before each member's tier discount. Nothing is charged through Salon."
            />
          </div>
        </section>
        <section className="stay-form__section" aria-labelledby="stay-where-heading">
          <h2 id="stay-where-heading">Where</h2>
          <div className="stay-form__row">
            <Field label="City" required maxLength={100} {...bound("city")} />
            <Field label="Region" maxLength={100} {...bound("region")} />
            <Field label="Country" required maxLength={100} {...bound("country")} />
          </div>
          <Field
            label="Exact address (private)"
            required
            maxLength={300}
            {...bound("address")}
            hint="Shown only to you, admins and a guest whose stay you accepted."
          />
        </section>
        <section className="stay-form__section" role="group" aria-labelledby="stay-amenities-heading">
          <h2 id="stay-amenities-heading">Amenities</h2>
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
          <h2 id="stay-rules-heading">House rules</h2>
          <TextareaField label="Rules for guests" rows={4} maxLength={5000} {...bound("rules")} />
        </section>
        <AvailabilityWindows
          windows={form.availability}
          today={today}
          onChange={(windows) => set("availability", windows)}
        />
        <label className="stay-form__check stay-form__publish">
          <input type="checkbox" checked={form.published} onChange={(e) => set("published", e.target.checked)} />
          Published: members may find and request it (leave unticked to keep a draft only you see)
        </label>
        {save.isError && <Alert>{save.error.message}</Alert>}
        <div className="stay-form__buttons">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving…" : id === undefined ? "Save my home" : "Save changes"}
          </Button>
          {id !== undefined && (
            <ButtonLink variant="quiet" to={`/stays/${id}`}>
              View the home
            </ButtonLink>
          )}
        </div>
      </form>
    </main>
  );
}
