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
import { MEMBERS_COPY } from "../../../content/members.ts";

const COPY = MEMBERS_COPY.twoFactor;

/** Named for the tests that assert them. */
export const CLUB_NEEDS_SECOND_FACTOR = COPY.clubNeedsSecondFactor;
export const ADMIN_NEEDS_SECOND_FACTOR = COPY.adminNeedsSecondFactor;

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
    <img className="two-factor__qr" src={image} width={200} height={200} alt={COPY.qrAlt} />
  ) : (
    <div className="two-factor__qr" aria-hidden="true" />
  );
}

/** The codes as a text file keeps them: a heading, then one code a line. */
const codesAsText = (codes: string[]) => `${COPY.codesHeading}\n${COPY.codesText}\n\n${codes.join("\n")}\n`;

/** Ways to keep the codes before they are gone from the screen: the clipboard, a text file, or paper. */
function KeepTheCodes({ codes }: { codes: string[] }) {
  const [kept, setKept] = useState("");
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setKept(COPY.codesCopied);
    } catch {
      setKept(COPY.codesNotCopied);
    }
  }
  function download() {
    const url = URL.createObjectURL(new Blob([codesAsText(codes)], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = COPY.codesFileName;
    link.click();
    URL.revokeObjectURL(url);
    setKept(COPY.codesDownloaded);
  }
  return (
    <div className="two-factor__keep">
      <Button variant="quiet" onClick={() => void copy()}>
        {COPY.codesCopy}
      </Button>
      <Button variant="quiet" onClick={download}>
        {COPY.codesDownload}
      </Button>
      <Button variant="quiet" onClick={() => window.print()}>
        {COPY.codesPrint}
      </Button>
      <p className="two-factor__kept" role="status">
        {kept}
      </p>
    </div>
  );
}

function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="two-factor__codes">
      <h4>{COPY.codesHeading}</h4>
      <p>{COPY.codesText}</p>
      <ol className="recovery-codes" aria-label={COPY.codesLabel}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <KeepTheCodes codes={codes} />
      <Button variant="quiet" onClick={onDone}>
        {COPY.codesSaved}
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
        <li>{COPY.stepScan}</li>
        <li>
          {COPY.stepKey}
          <code className="two-factor__secret">{setup.secret}</code>
        </li>
        <li>{COPY.stepCode}</li>
      </ol>
      <QrCode url={setup.otpauth_url} />
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field
          label={COPY.codeFromTheApp}
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
            {confirm.isPending ? COPY.checking : COPY.turnOn}
          </Button>
          <Button variant="quiet" onClick={onCancel}>
            {COPY.cancel}
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
        <strong className="two-factor__on">{COPY.on}</strong>
        {COPY.codesLeft(codesLeft)}
      </p>
      <Field
        label={COPY.codeFromYourApp}
        name="manage-code"
        autoComplete="one-time-code"
        hint={COPY.manageHint}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      {failure && <Alert>{failure.message}</Alert>}
      <div className="settings__actions">
        <Button variant="quiet" disabled={busy} onClick={() => act("regenerate")}>
          {COPY.newCodes}
        </Button>
        <Button variant="quiet" disabled={busy} onClick={() => act("disable")}>
          {COPY.turnOff}
        </Button>
      </div>
    </form>
  );
}

/** Settings → Security: the authenticator app (TOTP) and the recovery codes (decision 28). */
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
      <h3 id="settings-two-factor">{COPY.heading}</h3>
      {status.isPending && <p>{COPY.loading}</p>}
      {status.isError && <Alert>{COPY.loadFailed}</Alert>}
      {current?.required && !current.totp && current.passkeys === 0 && (
        <p className="settings__must-change">{isAdmin ? COPY.adminNeedsSecondFactor : COPY.clubNeedsSecondFactor}</p>
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
            <p>{COPY.intro}</p>
            {begin.isError && <Alert>{begin.error.message}</Alert>}
            <Button disabled={begin.isPending} onClick={() => begin.mutate(undefined, { onSuccess: setSetup })}>
              {COPY.setUp}
            </Button>
          </>
        )
      )}
    </div>
  );
}
