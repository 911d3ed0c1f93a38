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
import { tierFee } from "../../../lib/tier-fee.ts";
import { useClubTiers } from "../api/decide-application.ts";
import type { ApplicationDraft, DraftChange } from "./draft.ts";

const COPY = APPLICATIONS_STEPS_COPY.details;
const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const only = (value: string) => (value ? [value] : []);

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
  return (
    <ChoiceGroup
      legend={COPY.tier}
      hint={COPY.tierLede}
      kind="radio"
      name="tier"
      options={offered.map((tier) => ({
        value: tier.id,
        label: tier.name,
        detail: [tierFee(tier, tiers.currency), tier.description],
      }))}
      selected={only(draft.tier)}
      onChange={([tier = ""]) => onChange({ tier })}
    />
  );
}
