import {
  APPLICATION_MEMBERSHIP_TYPES,
  AVAILABILITY,
  PROPERTY_AVAILABILITY,
} from "../../../../shared/application-options.ts";
import { tierAllowedFor } from "../../../../shared/membership.ts";
import { ChoiceGroup } from "../../../components/ui/ChoiceGroup.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { APPLICATIONS_STEPS_COPY } from "../../../content/applications-steps.ts";
import { useClubTiers } from "../api/decide-application.ts";
import type { ApplicationDraft, DraftChange } from "./draft.ts";

const COPY = APPLICATIONS_STEPS_COPY.details;
const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function DetailsStep({
  draft,
  onChange,
  invalid,
}: {
  draft: ApplicationDraft;
  onChange: DraftChange;
  invalid: string[];
}) {
  const bad = (field: string) => (invalid.includes(field) ? true : undefined);
  const only = (value: string) => (value ? [value] : []);
  return (
    <>
      <ChoiceGroup
        legend={COPY.availability}
        kind="radio"
        name="availability"
        options={choices(AVAILABILITY)}
        selected={only(draft.availability)}
        onChange={([availability = ""]) => onChange({ availability })}
      />
      <ChoiceGroup
        legend={COPY.membershipType}
        kind="radio"
        name="membershipType"
        options={choices(APPLICATION_MEMBERSHIP_TYPES)}
        selected={only(draft.membershipType)}
        onChange={([membershipType = ""]) =>
          onChange({
            membershipType,
            ...(draft.tier && !tierAllowedFor(membershipType as "Standard" | "Travel Host", draft.tier)
              ? { tier: "" }
              : {}),
          })
        }
      />
      <TierChoice draft={draft} onChange={onChange} />
      {draft.membershipType === "Travel Host" && (
        <fieldset className="wizard__property">
          <legend>{COPY.property}</legend>
          <Field
            label={COPY.propertyAddress}
            name="propertyAddress"
            autoComplete="street-address"
            required
            aria-invalid={bad("propertyAddress")}
            value={draft.propertyAddress}
            onChange={(e) => onChange({ propertyAddress: e.target.value })}
          />
          <Field
            label={COPY.propertyType}
            name="propertyType"
            required
            hint={COPY.propertyTypeHint}
            aria-invalid={bad("propertyType")}
            value={draft.propertyType}
            onChange={(e) => onChange({ propertyType: e.target.value })}
          />
          <TextareaField
            label={COPY.propertyDescription}
            name="propertyDescription"
            required
            aria-invalid={bad("propertyDescription")}
            value={draft.propertyDescription}
            onChange={(e) => onChange({ propertyDescription: e.target.value })}
          />
          <SelectField
            label={COPY.propertyAvailability}
            name="propertyAvailability"
            required
            placeholder={COPY.choose}
            options={choices(PROPERTY_AVAILABILITY)}
            aria-invalid={bad("propertyAvailability")}
            value={draft.propertyAvailability}
            onChange={(e) => onChange({ propertyAvailability: e.target.value })}
          />
        </fieldset>
      )}
      <Field
        label={COPY.referral}
        name="referral"
        value={draft.referral}
        onChange={(e) => onChange({ referral: e.target.value })}
      />
      <Field
        label={COPY.sponsorEmail}
        name="sponsorEmail"
        type="email"
        hint={COPY.sponsorHint}
        aria-invalid={bad("sponsorEmail")}
        value={draft.sponsorEmail}
        onChange={(e) => onChange({ sponsorEmail: e.target.value })}
      />
      {draft.sponsorEmail && (
        <TextareaField
          label={COPY.sponsorNote}
          name="sponsorNote"
          value={draft.sponsorNote}
          onChange={(e) => onChange({ sponsorNote: e.target.value })}
        />
      )}
      <TextareaField
        label={COPY.comments}
        name="comments"
        value={draft.comments}
        onChange={(e) => onChange({ comments: e.target.value })}
      />
    </>
  );
}

/** Decision 61: the tiers the club sells (`GET /api/tiers`), those her membership type may hold, with fee and words. */
function TierChoice({ draft, onChange }: { draft: ApplicationDraft; onChange: DraftChange }) {
  const tiers = useClubTiers().data;
  if (!tiers || !draft.membershipType) return null;
  const type = draft.membershipType as "Standard" | "Travel Host";
  const offered = tiers.tiers.filter((t) => tierAllowedFor(type, t.id));
  if (offered.length === 0) return null;
  const money = (minor: number) =>
    new Intl.NumberFormat("en", { style: "currency", currency: tiers.currency }).format(minor / 100);
  return (
    <fieldset className="wizard__tiers">
      <legend className="field__label">{COPY.tier}</legend>
      <p className="field__hint">{COPY.tierLede}</p>
      {offered.map((tier) => (
        <label key={tier.id} className="wizard__tier">
          <input
            type="radio"
            name="tier"
            value={tier.id}
            checked={draft.tier === tier.id}
            onChange={() => onChange({ tier: tier.id })}
          />
          <span>
            <strong>{tier.name}</strong>
            <span className="wizard__tier-fee">
              {tier.fee_amount > 0 ? COPY.tierFee(money(tier.fee_amount), tier.fee_period) : COPY.tierNoFee}
            </span>
            {tier.description && <span className="wizard__tier-words">{tier.description}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
