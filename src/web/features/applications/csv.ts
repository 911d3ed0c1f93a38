import type { Application } from "../../../shared/application-review.ts";
import { APPLICATIONS_REVIEW_COPY } from "../../content/applications-review.ts";

/**
 * A spreadsheet reads a cell that starts with =, +, -, @ (or a tab or carriage return) as a formula: such a cell is
 * written with a leading apostrophe, so an applicant's text can never run as one (OWASP "CSV injection").
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const { csv: HEADERS, status: STATUS } = APPLICATIONS_REVIEW_COPY;

/** An application's state: "pending", "accepted" or "rejected". */
export const statusOf = (accepted: boolean | null): keyof typeof STATUS =>
  accepted === null ? "pending" : accepted ? "accepted" : "rejected";

const COLUMNS: ReadonlyArray<[string, (a: Application) => string]> = [
  [HEADERS.name, (a) => a.full_name],
  [HEADERS.email, (a) => a.email],
  [HEADERS.phone, (a) => a.phone ?? ""],
  [HEADERS.membershipType, (a) => a.membership_type],
  [HEADERS.status, (a) => STATUS[statusOf(a.accepted)]],
  [HEADERS.submitted, (a) => a.created_at],
  [HEADERS.interests, (a) => a.interests.join("; ")],
  [HEADERS.availability, (a) => a.availability ?? ""],
  [HEADERS.reason, (a) => a.reason],
  [HEADERS.referral, (a) => a.referral ?? ""],
  [HEADERS.comments, (a) => a.comments ?? ""],
  [
    HEADERS.properties,
    (a) =>
      a.properties
        .map((p) => [p.address, p.type, p.description, p.availability].filter(Boolean).join(", "))
        .join(" / "),
  ],
];

/** The applications as CSV (RFC 4180, CRLF line ends), one row each under a header row. */
export function applicationsCsv(applications: readonly Application[]): string {
  const rows = [COLUMNS.map(([header]) => header), ...applications.map((a) => COLUMNS.map(([, cell]) => cell(a)))];
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** Has the browser save `csv` as `fileName` (with a byte-order mark, so that spreadsheets read it as UTF-8). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
