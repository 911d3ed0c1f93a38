import { useState, type FormEvent } from "react";
import { MEMBERSHIP_TIERS, type MembershipTier, type TierDiscounts } from "../../../../shared/stays.ts";
import { MEMBERSHIP_TIER_LABELS } from "../../../../shared/texts/stays.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { useAuthStatus } from "../../auth/index.ts";
import { useMyTier } from "../api/stay-requests.ts";
import { viewerOf } from "../lib/viewer.ts";
import { useMemberSearch, useSetDiscounts, useSetMemberTier } from "../api/tiers.ts";
import { STAYS_COPY } from "../../../content/stays.ts";

const COPY = STAYS_COPY.tiers;

function DiscountsForm({ initial }: { initial: TierDiscounts }) {
  const [values, setValues] = useState(() =>
    Object.fromEntries(MEMBERSHIP_TIERS.map((tier) => [tier, String(initial[tier])])),
  );
  const save = useSetDiscounts();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(Object.fromEntries(MEMBERSHIP_TIERS.map((tier) => [tier, Number(values[tier])])) as TierDiscounts);
  };
  return (
    <form className="stay-form__section" onSubmit={submit} aria-labelledby="discounts-heading">
      <h2 id="discounts-heading">{COPY.discountsHeading}</h2>
      <div className="stay-form__row">
        {MEMBERSHIP_TIERS.map((tier) => (
          <Field
            key={tier}
            label={COPY.discountLabel(MEMBERSHIP_TIER_LABELS[tier])}
            type="number"
            required
            min={0}
            max={100}
            value={values[tier]}
            onChange={(e) => setValues({ ...values, [tier]: e.target.value })}
          />
        ))}
      </div>
      {save.isSuccess && <Alert tone="success">{COPY.discountsSaved}</Alert>}
      {save.isError && <Alert>{save.error.message}</Alert>}
      <Button type="submit" disabled={save.isPending}>
        {COPY.saveDiscounts}
      </Button>
    </form>
  );
}

function MemberTierForm() {
  const [query, setQuery] = useState("");
  const [memberId, setMemberId] = useState("");
  const [tier, setTier] = useState("");
  const members = useMemberSearch(query);
  const setMemberTier = useSetMemberTier();
  const chosen = members.data?.find((m) => String(m.user_id) === memberId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMemberTier.mutate({ userId: Number(memberId), tier: tier === "" ? null : (tier as MembershipTier) });
  };
  return (
    <form className="stay-form__section" onSubmit={submit} aria-labelledby="member-tier-heading">
      <h2 id="member-tier-heading">{COPY.memberHeading}</h2>
      <Field label={COPY.findMember} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <div className="stay-form__row">
        <SelectField
          label={COPY.member}
          required
          placeholder={COPY.choose}
          value={memberId}
          onChange={(e) => setMemberId(e.target.value)}
          options={(members.data ?? []).map((m) => ({ value: String(m.user_id), label: `${m.name} (${m.type})` }))}
        />
        <SelectField
          label={COPY.tier}
          value={tier}
          onChange={(e) => setTier(e.target.value)}
          options={[
            { value: "", label: COPY.noTier },
            ...MEMBERSHIP_TIERS.map((t) => ({ value: t, label: MEMBERSHIP_TIER_LABELS[t] })),
          ]}
        />
      </div>
      {setMemberTier.isSuccess && (
        <Alert tone="success">
          {COPY.tierSet(chosen?.name, setMemberTier.data.tier ? MEMBERSHIP_TIER_LABELS[setMemberTier.data.tier] : null)}
        </Alert>
      )}
      {setMemberTier.isError && <Alert>{setMemberTier.error.message}</Alert>}
      <Button type="submit" disabled={setMemberTier.isPending || memberId === ""}>
        {COPY.setTier}
      </Button>
    </form>
  );
}

/** /stays/tiers (admins): each tier's housing discount and each member's tier. Nothing is charged through Salon. */
export function TierSettings() {
  const mine = useMyTier();
  if (!viewerOf(useAuthStatus().data)?.admin)
    return (
      <main id="main" className="page stay-edit-page">
        <PageHeading title={STAYS_COPY.common.tiersAndDiscounts} />
        <Alert>{COPY.onlyAdmins}</Alert>
      </main>
    );
  return (
    <main id="main" className="page stay-edit-page">
      <PageHeading eyebrow={STAYS_COPY.common.eyebrow} title={STAYS_COPY.common.tiersAndDiscounts} lede={COPY.lede}>
        <div className="stays-toolbar">
          <ButtonLink variant="quiet" to="/stays">
            {COPY.back}
          </ButtonLink>
        </div>
      </PageHeading>
      <div className="stay-form">
        {mine.data ? (
          <DiscountsForm initial={mine.data.discounts} />
        ) : (
          <p className="stays-status">{STAYS_COPY.common.loading}</p>
        )}
        <MemberTierForm />
      </div>
    </main>
  );
}
