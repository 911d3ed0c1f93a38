import type { AdminOverview } from "../../../../shared/admin-overview.ts";
import { ADMIN_OVERVIEW_COPY } from "../../../content/admin-overview.ts";

type Mailing = AdminOverview["mailingsInProgress"][number];

/**
 * One mailing on its way: a thin meter of sent, failed and still-queued copies, with the same in words; copies written
 * to the mail drop (no mail server set up) reached nobody and are named apart, never as sent.
 */
export function MailingProgress({ mailing }: { mailing: Mailing }) {
  const copies = mailing.sent + mailing.dropped + mailing.pending + mailing.failed;
  const total = Math.max(1, copies);
  const share = (n: number) => `${(n / total) * 100}%`;
  const words = ADMIN_OVERVIEW_COPY.mailing.progress(mailing.sent, copies, mailing.failed, mailing.dropped);
  return (
    <li className="mailing-progress">
      <span className="mailing-progress__subject">{mailing.subject}</span>
      <span className="mailing-progress__meter" aria-hidden="true">
        <span className="mailing-progress__sent" style={{ width: share(mailing.sent) }} />
        <span className="mailing-progress__failed" style={{ width: share(mailing.failed) }} />
      </span>
      <span className="mailing-progress__words">{words}</span>
    </li>
  );
}
