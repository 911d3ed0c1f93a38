import { useState, type FormEvent } from "react";
import { FEE_PERIODS, tierSchema, type Tier } from "../../../../shared/membership.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { MEMBERSHIP_COPY } from "../../../content/membership.ts";
import { useAdminTiers, useSaveTiers } from "../api/dues.ts";
import { usePublicTiers } from "../api/tiers.ts";
import { useScrollToHash } from "./scroll-to-hash.ts";

const COPY = MEMBERSHIP_COPY.tiers;

/** A tier as the form holds it: money as typed text in the club's currency ("1200", "45.50"). */
interface Draft {
  tier: Tier;
  fee: string;
  exhibiting: string;
}

const toText = (minor: number | null) => (minor === null ? "" : (minor / 100).toFixed(minor % 100 === 0 ? 0 : 2));
const toDraft = (tier: Tier): Draft => ({
  tier,
  fee: toText(tier.fee_amount),
  exhibiting: toText(tier.exhibiting_fee),
});

const MONEY = /^\d+(\.\d{1,2})?$/;
const moneyError = "Give an amount such as 1200 or 45.50.";

/** Each draft back to a tier, with the errors of its fields by name (empty: it is ready to save). */
function check(draft: Draft): { tier: Tier; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const fee = draft.fee.trim().replace(/,/g, "");
  const exhibiting = draft.exhibiting.trim().replace(/,/g, "");
  if (!MONEY.test(fee)) errors.fee_amount = moneyError;
  if (exhibiting !== "" && !MONEY.test(exhibiting)) errors.exhibiting_fee = moneyError;
  const tier: Tier = {
    ...draft.tier,
    fee_amount: MONEY.test(fee) ? Math.round(Number(fee) * 100) : 0,
    exhibiting_fee: exhibiting === "" ? null : MONEY.test(exhibiting) ? Math.round(Number(exhibiting) * 100) : 0,
  };
  const parsed = tierSchema.safeParse(tier);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const name = issue.path.join(".");
      errors[name] ??= FIELD_MESSAGES[name] ?? issue.message;
    }
  return { tier, errors };
}

const FIELD_MESSAGES: Record<string, string> = {
  name: "Give the tier a name (at most 80 characters).",
  description: "Keep the description under 1,000 characters.",
  fee_amount: "The fee is at most 1,000,000.",
  exhibiting_fee: "The fee to exhibit is at most 1,000,000.",
  min_term_months: "A minimum term is 1 to 60 months.",
  housing_discount_pct: "A discount is 0 to 100%.",
  "duties.hosting_months_per_year": "Hosting is 0 to 12 months a year.",
};

/** "Membership tiers and fees" on /admin (#tiers): each tier's fee, term, discount, exhibiting fee and duties. */
export function TiersEditor() {
  const tiers = useAdminTiers();
  const currency = usePublicTiers().data?.currency ?? "USD";
  const save = useSaveTiers();
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>[]>([]);
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const shown = drafts ?? tiers.data?.tiers.map(toDraft) ?? null;
  useScrollToHash("tiers", tiers.data !== undefined);

  const change = (index: number, patch: Partial<Draft> | ((tier: Tier) => Tier)) =>
    setDrafts(
      shown &&
        shown.map((d, i) =>
          i !== index ? d : typeof patch === "function" ? { ...d, tier: patch(d.tier) } : { ...d, ...patch },
        ),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!shown) return;
    const checked = shown.map(check);
    setErrors(checked.map((c) => c.errors));
    if (checked.some((c) => Object.keys(c.errors).length > 0)) {
      setNotice({ tone: "error", text: COPY.fixFields });
      return;
    }
    save.mutate(
      checked.map((c) => c.tier),
      {
        onSuccess: (answer) => {
          setDrafts(answer.tiers.map(toDraft));
          setNotice({ tone: "success", text: COPY.saved });
        },
        onError: (error) => setNotice({ tone: "error", text: error.message || COPY.saveFailed }),
      },
    );
  };

  return (
    <section id="tiers" className="tiers-editor" aria-labelledby="tiers-title">
      <h2 id="tiers-title" className="caps-heading">
        {COPY.title}
      </h2>
      <p>{COPY.lede}</p>
      {tiers.isPending && <p role="status">{COPY.loading}</p>}
      {tiers.isError && <Alert>{COPY.loadFailed}</Alert>}
      {shown && (
        <form className="tiers-editor__form" onSubmit={submit} noValidate>
          {shown.map((draft, index) => {
            const { tier } = draft;
            const error = errors[index] ?? {};
            const number = (value: string) => (value === "" ? Number.NaN : Number(value));
            return (
              <fieldset key={tier.id} className="tiers-editor__tier">
                <legend>{tier.name || tier.id}</legend>
                <Field
                  label={COPY.name}
                  value={tier.name}
                  error={error.name}
                  onChange={(e) => change(index, (t) => ({ ...t, name: e.target.value }))}
                />
                <TextareaField
                  label={COPY.description}
                  value={tier.description}
                  rows={2}
                  error={error.description}
                  onChange={(e) => change(index, (t) => ({ ...t, description: e.target.value }))}
                />
                <div className="tiers-editor__row">
                  <Field
                    label={COPY.fee(currency)}
                    inputMode="decimal"
                    value={draft.fee}
                    hint={COPY.feeHint}
                    error={error.fee_amount}
                    onChange={(e) => change(index, { fee: e.target.value })}
                  />
                  <SelectField
                    label={COPY.period}
                    value={tier.fee_period}
                    options={FEE_PERIODS.map((p) => ({ value: p, label: COPY.periods[p] }))}
                    onChange={(e) => change(index, (t) => ({ ...t, fee_period: e.target.value as Tier["fee_period"] }))}
                  />
                  <Field
                    label={COPY.minTerm}
                    type="number"
                    min={1}
                    max={60}
                    value={Number.isNaN(tier.min_term_months) ? "" : tier.min_term_months}
                    error={error.min_term_months}
                    onChange={(e) => change(index, (t) => ({ ...t, min_term_months: number(e.target.value) }))}
                  />
                  <Field
                    label={COPY.discount}
                    type="number"
                    min={0}
                    max={100}
                    value={Number.isNaN(tier.housing_discount_pct) ? "" : tier.housing_discount_pct}
                    error={error.housing_discount_pct}
                    onChange={(e) => change(index, (t) => ({ ...t, housing_discount_pct: number(e.target.value) }))}
                  />
                  <Field
                    label={COPY.exhibiting(currency)}
                    inputMode="decimal"
                    value={draft.exhibiting}
                    hint={COPY.exhibitingHint}
                    error={error.exhibiting_fee}
                    onChange={(e) => change(index, { exhibiting: e.target.value })}
                  />
                  <Field
                    label={COPY.hostingMonths}
                    type="number"
                    min={0}
                    max={12}
                    value={Number.isNaN(tier.duties.hosting_months_per_year) ? "" : tier.duties.hosting_months_per_year}
                    error={error["duties.hosting_months_per_year"]}
                    onChange={(e) =>
                      change(index, (t) => ({
                        ...t,
                        duties: { ...t.duties, hosting_months_per_year: number(e.target.value) },
                      }))
                    }
                  />
                </div>
                <div className="tiers-editor__duties">
                  <label>
                    <input
                      type="checkbox"
                      checked={tier.duties.volunteering}
                      onChange={(e) =>
                        change(index, (t) => ({ ...t, duties: { ...t.duties, volunteering: e.target.checked } }))
                      }
                    />{" "}
                    {COPY.volunteering}
                  </label>
                  <label>
                    <input
                      type="checkbox"
                      checked={tier.duties.committees}
                      onChange={(e) =>
                        change(index, (t) => ({ ...t, duties: { ...t.duties, committees: e.target.checked } }))
                      }
                    />{" "}
                    {COPY.committees}
                  </label>
                </div>
              </fieldset>
            );
          })}
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? COPY.saving : COPY.save}
          </Button>
        </form>
      )}
    </section>
  );
}
