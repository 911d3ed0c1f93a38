import { useState, type FormEvent } from "react";
import { MEMBER_TYPES, type MemberType } from "../../../../shared/members.ts";
import {
  CHARGE_KINDS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  type Membership,
} from "../../../../shared/membership.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { MEMBERSHIP_COPY } from "../../../content/membership.ts";
import {
  formatMoney,
  parseMoney,
  useAdminTiers,
  useMemberLedger,
  useMemberMembership,
  useRecordCharge,
  useRecordPayment,
  useSetMembership,
} from "../api/dues.ts";
import { LedgerTable } from "./MyMembership.tsx";

const COPY = MEMBERSHIP_COPY.member;
const today = () => new Date().toISOString().slice(0, 10);
type Notice = { tone: "error" | "success"; text: string } | null;

interface Props {
  member: { user_id: number; name: string; type: MemberType };
  /** Sets her member type (the members feature's call), before her tier: the two are saved together. */
  setType: (type: MemberType) => Promise<unknown>;
  onClose: () => void;
}

/** An admin sets a member's type, tier and term together, records her payments and charges, and reads her ledger. */
export function MemberMembershipDialog({ member, setType, onClose }: Props) {
  const membership = useMemberMembership(member.user_id);
  const ledger = useMemberLedger(member.user_id);
  return (
    <Dialog open size="large" title={COPY.title(member.name)} onClose={onClose}>
      {!membership.data && <p role="status">{COPY.loading}</p>}
      {membership.data && (
        <div className="member-dues">
          <TypeTierTerm key={membership.data.term_end} member={member} membership={membership.data} setType={setType} />
          <PaymentForm userId={member.user_id} currency={membership.data.currency} />
          <ChargeForm userId={member.user_id} currency={membership.data.currency} />
          <section aria-labelledby="member-ledger-title">
            <h3 id="member-ledger-title">{COPY.ledgerTitle}</h3>
            {ledger.data && (
              <>
                <p>
                  {COPY.balance}: <strong>{formatMoney(ledger.data.balance, ledger.data.currency)}</strong>
                </p>
                <LedgerTable ledger={ledger.data} />
              </>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}

function TypeTierTerm({
  member,
  membership,
  setType,
}: {
  member: Props["member"];
  membership: Membership;
  setType: Props["setType"];
}) {
  const tiers = useAdminTiers();
  const save = useSetMembership(member.user_id);
  const [type, setTypeDraft] = useState<MemberType>(membership.member_type);
  const [tier, setTier] = useState(membership.tier?.id ?? "");
  const [start, setStart] = useState(membership.term_start);
  const [end, setEnd] = useState(membership.term_end);
  const [notice, setNotice] = useState<Notice>(null);
  const [endError, setEndError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!start || !end || end <= start) {
      setEndError("The term ends after it starts.");
      return;
    }
    setEndError(undefined);
    try {
      if (type !== membership.member_type) await setType(type);
      await save.mutateAsync({ tier: tier || null, term_start: start, term_end: end });
      setNotice({ tone: "success", text: COPY.savedMembership });
    } catch (error) {
      setNotice({ tone: "error", text: (error as Error).message });
    }
  };

  return (
    <form className="member-dues__form" onSubmit={submit} noValidate aria-labelledby="member-type-title">
      <h3 id="member-type-title">{COPY.typeTitle}</h3>
      <p className="field__hint">{COPY.typeHint}</p>
      <div className="member-dues__row">
        <SelectField
          label={COPY.type}
          value={type}
          options={MEMBER_TYPES.map((t) => ({ value: t, label: t }))}
          onChange={(e) => setTypeDraft(e.target.value as MemberType)}
        />
        <SelectField
          label={COPY.tier}
          value={tier}
          options={[
            { value: "", label: COPY.noTier },
            ...(tiers.data?.tiers ?? []).map((t) => ({ value: t.id, label: t.name })),
          ]}
          onChange={(e) => setTier(e.target.value)}
        />
        <Field label={COPY.termStart} type="date" value={start} onChange={(e) => setStart(e.target.value)} />
        <Field label={COPY.termEnd} type="date" value={end} error={endError} onChange={(e) => setEnd(e.target.value)} />
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Button type="submit" disabled={save.isPending}>
        {COPY.saveMembership}
      </Button>
    </form>
  );
}

function PaymentForm({ userId, currency }: { userId: number; currency: string }) {
  const record = useRecordPayment(userId);
  const [amount, setAmount] = useState("");
  const [date, setDate] = useState(today());
  const [method, setMethod] = useState<(typeof PAYMENT_METHODS)[number]>("bank_transfer");
  const [reference, setReference] = useState("");
  const [amountError, setAmountError] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const minor = parseMoney(amount);
    if (minor === null || minor <= 0 || minor > 100_000_000) {
      setAmountError(COPY.amountError);
      return;
    }
    setAmountError(undefined);
    record.mutate(
      { amount: minor, currency, date, method, ...(reference.trim() ? { reference: reference.trim() } : {}) },
      {
        onSuccess: () => {
          setAmount("");
          setReference("");
          setNotice({ tone: "success", text: COPY.recordedPayment });
        },
        onError: (error) => setNotice({ tone: "error", text: error.message }),
      },
    );
  };

  return (
    <form className="member-dues__form" onSubmit={submit} noValidate aria-labelledby="member-payment-title">
      <h3 id="member-payment-title">{COPY.paymentTitle}</h3>
      <div className="member-dues__row">
        <Field
          label={COPY.amount(currency)}
          inputMode="decimal"
          value={amount}
          error={amountError}
          onChange={(e) => setAmount(e.target.value)}
        />
        <Field label={COPY.date} type="date" value={date} max={today()} onChange={(e) => setDate(e.target.value)} />
        <SelectField
          label={COPY.method}
          value={method}
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
          onChange={(e) => setMethod(e.target.value as (typeof PAYMENT_METHODS)[number])}
        />
        <Field
          label={COPY.reference}
          value={reference}
          maxLength={120}
          onChange={(e) => setReference(e.target.value)}
        />
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Button type="submit" disabled={record.isPending}>
        {COPY.recordPayment}
      </Button>
    </form>
  );
}

function ChargeForm({ userId, currency }: { userId: number; currency: string }) {
  const record = useRecordCharge(userId);
  const [kind, setKind] = useState<(typeof CHARGE_KINDS)[number]>("tier_fee");
  const [amount, setAmount] = useState("");
  const [date, setDate] = useState(today());
  const [amountError, setAmountError] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const minor = amount.trim() === "" ? undefined : parseMoney(amount);
    if (minor === null || (minor !== undefined && (minor <= 0 || minor > 100_000_000))) {
      setAmountError(COPY.amountError);
      return;
    }
    setAmountError(undefined);
    record.mutate(
      { kind, date, ...(minor !== undefined ? { amount: minor } : {}) },
      {
        onSuccess: () => {
          setAmount("");
          setNotice({ tone: "success", text: COPY.recordedCharge });
        },
        onError: (error) => setNotice({ tone: "error", text: error.message }),
      },
    );
  };

  return (
    <form className="member-dues__form" onSubmit={submit} noValidate aria-labelledby="member-charge-title">
      <h3 id="member-charge-title">{COPY.chargeTitle}</h3>
      <div className="member-dues__row">
        <SelectField
          label={COPY.chargeKind}
          value={kind}
          options={CHARGE_KINDS.map((k) => ({ value: k, label: COPY.chargeKinds[k] }))}
          onChange={(e) => setKind(e.target.value as (typeof CHARGE_KINDS)[number])}
        />
        <Field
          label={COPY.chargeAmount(currency)}
          inputMode="decimal"
          value={amount}
          error={amountError}
          onChange={(e) => setAmount(e.target.value)}
        />
        <Field label={COPY.date} type="date" value={date} max={today()} onChange={(e) => setDate(e.target.value)} />
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Button type="submit" disabled={record.isPending}>
        {COPY.recordCharge}
      </Button>
    </form>
  );
}
