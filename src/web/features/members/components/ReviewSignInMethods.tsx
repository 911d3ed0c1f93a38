import { useState, type FormEvent } from "react";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { MEMBERS_COPY } from "../../../content/members.ts";
import { usePasskeys, useRemovePasskey } from "../api/passkeys.ts";
import { useDisableTotp, useSecurityStatus } from "../api/two-factor.ts";
import { useClubDates } from "../../../lib/club-dates.ts";

const COPY = MEMBERS_COPY.reviewSignIn;

/** One way into her account besides the password, as the review lists it. */
interface Method {
  key: string;
  label: string;
  addedAt: string | null;
  lastUsedAt: string | null;
  /** A passkey's id; null for the authenticator app. */
  passkeyId: number | null;
}

/**
 * After a password reset (docs/product/screens.md#password-reset): every passkey and the authenticator app on her
 * account, with when each was added and last used, each removed in one step after a confirmation. Her session began
 * with the reset, its fresh proof, so removing asks for no step-up.
 */
export function ReviewSignInMethods() {
  const dates = useClubDates();
  const status = useSecurityStatus();
  const passkeys = usePasskeys();
  const [removing, setRemoving] = useState<Method | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);

  const methods: Method[] = [
    ...(passkeys.data?.passkeys ?? []).map((passkey) => ({
      key: `passkey-${passkey.id}`,
      label: COPY.passkey(passkey.name),
      addedAt: passkey.createdAt,
      lastUsedAt: passkey.lastUsedAt,
      passkeyId: passkey.id,
    })),
    ...(status.data?.totp
      ? [
          {
            key: "totp",
            label: COPY.totp,
            addedAt: status.data.totpOnSince ?? null,
            lastUsedAt: status.data.totpLastUsedAt ?? null,
            passkeyId: null,
          },
        ]
      : []),
  ];
  const loading = status.isPending || passkeys.isPending;

  return (
    <section className="review-sign-in" aria-labelledby="review-sign-in">
      <h2 id="review-sign-in">{COPY.heading}</h2>
      <p>{COPY.intro}</p>
      {(status.isError || passkeys.isError) && <Alert>{COPY.loadFailed}</Alert>}
      {loading && <p>{COPY.loading}</p>}
      {!loading && methods.length === 0 && <p>{COPY.none}</p>}
      {methods.length > 0 && (
        <ul className="sessions__list" aria-label={COPY.listLabel}>
          {methods.map((method) => (
            <li key={method.key} className="sessions__item">
              <div className="sessions__what">
                <span className="sessions__name">{method.label}</span>
                <span className="sessions__detail">
                  {method.addedAt && COPY.added(dates.day(method.addedAt))}
                  {method.lastUsedAt && COPY.lastUsed(dates.day(method.lastUsedAt))}
                </span>
              </div>
              <Button variant="quiet" onClick={() => setRemoving(method)} aria-label={COPY.removeLabel(method.label)}>
                {COPY.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {removed && <Alert tone="success">{removed}</Alert>}
      {removing && (
        <ConfirmRemoval
          method={removing}
          onClose={() => setRemoving(null)}
          onRemoved={(message) => {
            setRemoving(null);
            setRemoved(message);
          }}
        />
      )}
      <p className="form__aside">
        <ButtonLink to="/home" block>
          {COPY.done}
        </ButtonLink>
      </p>
    </section>
  );
}

/** "Remove …?": a passkey goes at once; the authenticator app with a current code (or a recovery code) from it. */
function ConfirmRemoval({
  method,
  onClose,
  onRemoved,
}: {
  method: Method;
  onClose: () => void;
  onRemoved: (message: string) => void;
}) {
  const removePasskey = useRemovePasskey();
  const disableTotp = useDisableTotp();
  const [code, setCode] = useState("");
  const pending = removePasskey.isPending || disableTotp.isPending;
  const failure = removePasskey.error ?? disableTotp.error;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const done = { onSuccess: (answer: { message: string }) => onRemoved(answer.message) };
    if (method.passkeyId !== null) removePasskey.mutate(method.passkeyId, done);
    else if (code.trim()) disableTotp.mutate(code.trim(), done);
  };

  const formId = "review-sign-in-remove";
  return (
    <Dialog
      open
      title={COPY.confirmTitle(method.label)}
      onClose={onClose}
      footer={
        <>
          <Button variant="quiet" onClick={onClose}>
            {COPY.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={pending}>
            {pending ? COPY.removing : COPY.remove}
          </Button>
        </>
      }
    >
      <form id={formId} className="form" onSubmit={onSubmit} noValidate>
        <p>{method.passkeyId === null ? COPY.confirmTotp : COPY.confirmPasskey}</p>
        {method.passkeyId === null && (
          <Field
            label={COPY.code}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        )}
        {failure && <Alert>{failure.message}</Alert>}
      </form>
    </Dialog>
  );
}
