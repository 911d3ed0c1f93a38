import { useState, type ReactNode } from "react";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { PRIVACY_COPY } from "../../../content/privacy.ts";
import { useClubDates } from "../../../lib/club-dates.ts";
import { PRIVACY_KINDS, type ExportStatus } from "../../../../shared/privacy.ts";
import { usePrivacySummary, useRequestExport } from "../api/privacy.ts";
import { CloseAccountDialog } from "./CloseAccountDialog.tsx";

const COPY = PRIVACY_COPY;

const STATUS_TEXT: Partial<Record<ExportStatus, string>> = {
  pending: COPY.preparing,
  preparing: COPY.preparing,
  ready: COPY.ready,
  used: COPY.used,
  expired: COPY.expired,
  failed: COPY.failed,
};

/** Settings → Privacy (docs/product/privacy.md): what the club holds about her, her archive, closing her account. */
export function PrivacySection({ children }: { children?: ReactNode }) {
  const summary = usePrivacySummary();
  const requestExport = useRequestExport();
  const dates = useClubDates();
  const [closing, setClosing] = useState(false);
  const data = summary.data;
  const status = data?.export.status ?? "none";
  const busy = status === "pending" || status === "preparing";

  return (
    <section id="privacy" className="settings__section privacy" aria-labelledby="settings-privacy">
      <h2 id="settings-privacy">{COPY.heading}</h2>
      <p>{COPY.intro}</p>
      {summary.isError && <Alert>{COPY.loadFailed}</Alert>}
      {data && (
        <dl className="privacy__held">
          {PRIVACY_KINDS.map((kind) => (
            <div key={kind} className="privacy__row">
              <dt>{COPY.kinds[kind]}</dt>
              <dd>{data.counts[kind]}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
      <h3>{COPY.exportHeading}</h3>
      <p>{COPY.exportText}</p>
      {STATUS_TEXT[status] && (
        <p className="settings__note privacy__status" role="status">
          {STATUS_TEXT[status]}
        </p>
      )}
      <div className="settings__actions">
        <Button disabled={busy || requestExport.isPending} onClick={() => requestExport.mutate()}>
          {COPY.exportButton}
        </Button>
      </div>
      {requestExport.isError && <Alert>{COPY.exportFailed}</Alert>}
      <h3>{COPY.closeHeading}</h3>
      {data?.closing ? (
        <p className="settings__note">{COPY.closing(dates.longDay(Date.parse(data.closing.erase_after)))}</p>
      ) : (
        <>
          <p>{COPY.closeText}</p>
          <div className="settings__actions">
            <Button variant="quiet" onClick={() => setClosing(true)}>
              {COPY.closeButton}
            </Button>
          </div>
        </>
      )}
      <CloseAccountDialog open={closing} onClose={() => setClosing(false)} />
    </section>
  );
}
