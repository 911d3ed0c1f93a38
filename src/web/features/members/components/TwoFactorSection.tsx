import { useEffect, useState, type FormEvent } from "react";
import type { TotpSetup } from "../../../../shared/security.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { useAuthStatus } from "../../auth/index.ts";
import {
  useBeginTotp,
  useConfirmTotp,
  useDisableTotp,
  useRegenerateRecoveryCodes,
  useSecurityStatus,
} from "../api/two-factor.ts";

export const CLUB_NEEDS_SECOND_FACTOR =
  "The club asks every member for two-factor authentication. Please set it up here before using the members’ pages.";
export const ADMIN_NEEDS_SECOND_FACTOR =
  "As an admin, you need two-factor authentication before you can use the admin pages. Please set it up here.";

/** The QR code of the otpauth:// URL, drawn in the browser by a library loaded only when a member sets up her app. */
function QrCode({ url }: { url: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import("qrcode")
      .then((qrcode) => qrcode.toDataURL(url, { margin: 1, width: 200, errorCorrectionLevel: "M" }))
      .then((data) => current && setImage(data));
    return () => {
      current = false;
    };
  }, [url]);
  return image ? (
    <img className="two-factor__qr" src={image} width={200} height={200} alt="QR code for your authenticator app" />
  ) : (
    <div className="two-factor__qr" aria-hidden="true" />
  );
}

function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="two-factor__codes">
      <h4>Your recovery codes</h4>
      <p>
        Keep these ten codes somewhere safe, away from your phone. Each signs you in once if you cannot use your
        authenticator app. They are shown only now.
      </p>
      <ol className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Button variant="quiet" onClick={onDone}>
        I have saved them
      </Button>
    </div>
  );
}

function Setup({
  setup,
  onCancel,
  onDone,
}: {
  setup: TotpSetup;
  onCancel: () => void;
  onDone: (codes: string[]) => void;
}) {
  const confirm = useConfirmTotp();
  const [code, setCode] = useState("");
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim()) confirm.mutate(code, { onSuccess: (answer) => onDone(answer.recoveryCodes) });
  };
  return (
    <div className="two-factor__setup">
      <ol className="two-factor__steps">
        <li>Open your authenticator app (1Password, Google Authenticator, Authy…) and scan this code.</li>
        <li>
          Or type this key into it: <code className="two-factor__secret">{setup.secret}</code>
        </li>
        <li>Enter the six-digit code the app shows.</li>
      </ol>
      <QrCode url={setup.otpauth_url} />
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field
          label="Code from the app"
          name="totp-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        {confirm.isError && <Alert>{confirm.error.message}</Alert>}
        <div className="settings__actions">
          <Button type="submit" disabled={confirm.isPending}>
            {confirm.isPending ? "Checking…" : "Turn on"}
          </Button>
          <Button variant="quiet" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

/** When it is on: ten new recovery codes, or turning it off, each proven with a current code. */
function Manage({ codesLeft, onNewCodes }: { codesLeft: number; onNewCodes: (codes: string[]) => void }) {
  const disable = useDisableTotp();
  const regenerate = useRegenerateRecoveryCodes();
  const [code, setCode] = useState("");
  const failure = disable.error ?? regenerate.error;
  const busy = disable.isPending || regenerate.isPending;
  const act = (which: "regenerate" | "disable") => {
    if (!code.trim()) return;
    disable.reset();
    regenerate.reset();
    if (which === "disable") disable.mutate(code, { onSuccess: () => setCode("") });
    else
      regenerate.mutate(code, {
        onSuccess: (answer) => {
          setCode("");
          onNewCodes(answer.recoveryCodes);
        },
      });
  };
  return (
    <form className="form" onSubmit={(event) => event.preventDefault()} noValidate>
      <p>
        <strong className="two-factor__on">On</strong> · {codesLeft} of 10 recovery codes left.
      </p>
      <Field
        label="Code from your app"
        name="manage-code"
        autoComplete="one-time-code"
        hint="Needed to show new recovery codes or to turn two-factor authentication off."
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      {failure && <Alert>{failure.message}</Alert>}
      <div className="settings__actions">
        <Button variant="quiet" disabled={busy} onClick={() => act("regenerate")}>
          New recovery codes
        </Button>
        <Button variant="quiet" disabled={busy} onClick={() => act("disable")}>
          Turn off
        </Button>
      </div>
    </form>
  );
}

/** Settings → Security: the authenticator app (TOTP) and the recovery codes (issue 23). */
export function TwoFactorSection() {
  const status = useSecurityStatus();
  const auth = useAuthStatus();
  const isAdmin = auth.data?.authenticated === true && auth.data.user.admin;
  const begin = useBeginTotp();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const current = status.data;

  return (
    <div className="two-factor">
      <h3 id="settings-two-factor">Two-factor authentication</h3>
      {status.isPending && <p>Loading…</p>}
      {status.isError && <Alert>Failed to load your security settings.</Alert>}
      {current?.required && !current.totp && current.passkeys === 0 && (
        <p className="settings__must-change">{isAdmin ? ADMIN_NEEDS_SECOND_FACTOR : CLUB_NEEDS_SECOND_FACTOR}</p>
      )}
      {codes ? (
        <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />
      ) : current?.totp ? (
        <Manage codesLeft={current.recoveryCodesLeft} onNewCodes={setCodes} />
      ) : setup ? (
        <Setup
          setup={setup}
          onCancel={() => setSetup(null)}
          onDone={(recoveryCodes) => {
            setSetup(null);
            setCodes(recoveryCodes);
          }}
        />
      ) : (
        current && (
          <>
            <p>
              After your password, sign-in will also ask for a code from an authenticator app on your phone, so that a
              password alone never opens your account.
            </p>
            {begin.isError && <Alert>{begin.error.message}</Alert>}
            <Button disabled={begin.isPending} onClick={() => begin.mutate(undefined, { onSuccess: setSetup })}>
              Set up authenticator app
            </Button>
          </>
        )
      )}
    </div>
  );
}
