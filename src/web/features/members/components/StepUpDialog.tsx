import { useEffect, useRef, useState, type FormEvent } from "react";
import { STEP_UP_TEXTS } from "../../../../shared/texts/auth.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { proveStepUp, proveStepUpWithPasskey } from "../api/step-up.ts";
import { useQuery } from "@tanstack/react-query";
import type { SecurityStatus } from "../../../../shared/security.ts";
import { AUTH_PATHS } from "../../../../shared/paths/auth.ts";
import { api } from "../../../lib/api.ts";
import { MEMBERS_COPY } from "../../../content/members.ts";

const COPY = MEMBERS_COPY.stepUp;

interface StepUpDialogProps {
  onProven: () => void;
  onCancel: () => void;
}

/**
 * Asks for a fresh proof before a sensitive admin action goes through: a code from her authenticator app (or a
 * recovery code), a passkey, or her password when she has no second factor (docs/product/access.md).
 */
export function StepUpDialog({ onProven, onCancel }: StepUpDialogProps) {
  // Her factors, read without the Settings page's calls and schemas (this dialog is a chunk of its own).
  const status = useQuery({ queryKey: ["me", "2fa"], queryFn: () => api<SecurityStatus>(AUTH_PATHS.secondFactors) });
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const totp = status.data?.totp ?? false;
  const passkeys = (status.data?.passkeys ?? 0) > 0;
  const password = status.data !== undefined && !totp && !passkeys;
  const input = useRef<HTMLInputElement>(null);
  // The dialog opens before her factors are known: the field takes focus once it is there.
  useEffect(() => input.current?.focus(), [status.data]);

  const attempt = async (prove: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await prove();
      onProven();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : COPY.failed);
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setError(password ? COPY.enterPassword : COPY.enterCode);
    void attempt(() => proveStepUp(password ? { password: value } : { code: value.trim() }));
  };

  const explain = totp
    ? STEP_UP_TEXTS.explainCode
    : passkeys
      ? STEP_UP_TEXTS.explainPasskey
      : STEP_UP_TEXTS.explainPassword;

  return (
    <Dialog open title={STEP_UP_TEXTS.heading} onClose={onCancel}>
      {status.isPending ? (
        <p role="status">{COPY.loading}</p>
      ) : (
        <form className="step-up" onSubmit={submit} noValidate>
          <p className="step-up__lede">{explain}</p>
          {error && <Alert>{error}</Alert>}
          {(totp || password) && (
            <Field
              label={password ? COPY.password : COPY.code}
              name={password ? "password" : "code"}
              type={password ? "password" : "text"}
              autoComplete={password ? "current-password" : "one-time-code"}
              inputMode={password ? undefined : "text"}
              ref={input}
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          )}
          <div className="step-up__actions">
            <Button variant="quiet" type="button" onClick={onCancel}>
              {COPY.cancel}
            </Button>
            {passkeys && (
              <Button
                variant={totp ? "quiet" : "primary"}
                type="button"
                disabled={busy}
                onClick={() => void attempt(proveStepUpWithPasskey)}
              >
                {COPY.usePasskey}
              </Button>
            )}
            {(totp || password) && (
              <Button type="submit" disabled={busy}>
                {COPY.confirm}
              </Button>
            )}
          </div>
        </form>
      )}
    </Dialog>
  );
}
