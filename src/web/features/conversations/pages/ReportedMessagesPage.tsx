import { Link } from "react-router";
import { Alert } from "../../../components/ui/Alert.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { REPORTED_MESSAGES_COPY as COPY } from "../../../content/conversations.ts";
import { useClubDates } from "../../../lib/club-dates.ts";
import { useReportedMessages } from "../api/conversations.ts";
import { MessageText } from "../components/MessageText.tsx";
import "./messages.css";

/** /admin/reported-messages: each reported message, its author, who reported it and why (docs/product/conversations.md). */
export function ReportedMessagesPage() {
  const reports = useReportedMessages();
  const dates = useClubDates();
  const list = reports.data?.reports ?? [];
  return (
    <main id="main" className="page">
      <PageHeading eyebrow={COPY.eyebrow} title={COPY.title} lede={COPY.lede} />
      <p className="admin-back">
        <Link to="/admin">{COPY.back}</Link>
      </p>
      {reports.isPending && <p aria-busy="true">{COPY.loading}</p>}
      {reports.isError && <Alert tone="error">{COPY.failed}</Alert>}
      {reports.isSuccess && list.length === 0 && <p className="admin-empty">{COPY.none}</p>}
      {list.length > 0 && (
        <ol className="reported-messages" aria-label={COPY.listLabel}>
          {list.map((report) => (
            <li key={report.report_id} className="reported-message">
              <p className="message__meta">
                {COPY.from(report.message.author?.name ?? COPY.former)} · {dates.dateTime(report.message.created_at)}
              </p>
              <MessageText text={report.message.text} />
              <p className="reported-message__reason">
                <strong>{COPY.reason}:</strong> {report.reason}
              </p>
              <p className="message__meta">
                {COPY.reportedBy(report.reporter.name)} · {dates.dateTime(report.reported_at)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
