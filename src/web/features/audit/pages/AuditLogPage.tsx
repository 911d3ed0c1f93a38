import { Link } from "react-router";
import type { AuditEntry } from "../../../../shared/audit.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { useAuditLog } from "../api/get-audit-log.ts";
import { auditSentence } from "../audit-words.ts";
import { AUDIT_COPY } from "../../../content/audit.ts";
import { useClubDates } from "../../../lib/club-dates.ts";
import { usePageTitle } from "../../../lib/page-title.ts";

const COPY = AUDIT_COPY.page;

function Entry({ entry }: { entry: AuditEntry }) {
  const dates = useClubDates();
  return (
    <li className="audit-entry">
      <p className="audit-entry__sentence">{auditSentence(entry)}</p>
      <time className="audit-entry__time" dateTime={entry.created_at}>
        {dates.dateTime(entry.created_at)}
      </time>
    </li>
  );
}

/** /admin/audit-log: every admin action, newest first (docs/product/data.md#audit-log). */
export function AuditLogPage() {
  usePageTitle("Audit log");
  const log = useAuditLog();
  const entries = log.data?.pages.flat() ?? [];
  return (
    <main id="main" className="page">
      <PageHeading eyebrow={COPY.eyebrow} title={COPY.title} lede={COPY.lede} />
      <p className="admin-back">
        <Link to="/admin">{COPY.back}</Link>
      </p>
      {log.isPending && <p aria-busy="true">{COPY.loading}</p>}
      {log.isError && <Alert>{COPY.loadFailed}</Alert>}
      {log.isSuccess && entries.length === 0 && <p className="admin-empty">{COPY.empty}</p>}
      {entries.length > 0 && (
        <ol className="audit-list" aria-label={COPY.listLabel}>
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <p className="admin-more">
          <Button variant="quiet" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {log.isFetchingNextPage ? COPY.loading : COPY.loadMore}
          </Button>
        </p>
      )}
    </main>
  );
}
