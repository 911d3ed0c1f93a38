import { format } from "date-fns";
import { Link } from "react-router";
import type { AuditEntry } from "../../../../shared/audit.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { useAuditLog } from "../api/get-audit-log.ts";
import { auditSentence } from "../audit-words.ts";

const when = (iso: string) => format(new Date(iso), "MMM dd, yyyy, h:mm a");

function Entry({ entry }: { entry: AuditEntry }) {
  return (
    <li className="audit-entry">
      <p className="audit-entry__sentence">{auditSentence(entry)}</p>
      <time className="audit-entry__time" dateTime={entry.created_at}>
        {when(entry.created_at)}
      </time>
    </li>
  );
}

/** /admin/audit-log: every admin action, newest first (docs/product/data.md#audit-log). */
export function AuditLogPage() {
  const log = useAuditLog();
  const entries = log.data?.pages.flat() ?? [];
  return (
    <main id="main" className="page">
      <PageHeading
        eyebrow="Admin Panel"
        title="Audit log"
        lede="Every admin action, newest first: who did what, to whom, and when."
      />
      <p className="admin-back">
        <Link to="/admin">Back to the Admin Panel</Link>
      </p>
      {log.isPending && <p aria-busy="true">Loading…</p>}
      {log.isError && <Alert>The audit log could not be loaded.</Alert>}
      {log.isSuccess && entries.length === 0 && <p className="admin-empty">No admin action has been recorded yet.</p>}
      {entries.length > 0 && (
        <ol className="audit-list" aria-label="Admin actions, newest first">
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <p className="admin-more">
          <Button variant="quiet" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {log.isFetchingNextPage ? "Loading…" : "Load more"}
          </Button>
        </p>
      )}
    </main>
  );
}
