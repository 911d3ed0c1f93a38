import { format } from "date-fns";
import { Link } from "react-router";
import type { AuditEntry } from "../../../../shared/audit.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { useAuditLog } from "../api/get-audit-log.ts";

const when = (iso: string) => format(new Date(iso), "MMM dd, yyyy, h:mm a");

function Entry({ entry }: { entry: AuditEntry }) {
  return (
    <tr>
      <td>
        <time dateTime={entry.created_at}>{when(entry.created_at)}</time>
      </td>
      <td>{entry.actor?.name || "System"}</td>
      <td>
        <code className="audit-action">{entry.action}</code>
      </td>
      <td className="audit-target">{entry.target ?? "—"}</td>
    </tr>
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
        lede="Every admin action, newest first: who did what, to what, and when."
      />
      <p className="admin-back">
        <Link to="/admin">Back to the Admin Panel</Link>
      </p>
      {log.isPending && <p aria-busy="true">Loading…</p>}
      {log.isError && <Alert>The audit log could not be loaded.</Alert>}
      {log.isSuccess && entries.length === 0 && <p className="admin-empty">No admin action has been recorded yet.</p>}
      {entries.length > 0 && (
        // Focusable so a keyboard can scroll the table sideways on a phone (WCAG 2.1.1); named for the screen reader.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Audit log entries">
          <table className="admin-table">
            <caption className="visually-hidden">Admin actions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Actor</th>
                <th scope="col">Action</th>
                <th scope="col">Target</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <Entry key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
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
