import type { AdminOverview } from "../../../../shared/admin-overview.ts";
import { ADMIN_OVERVIEW_COPY } from "../../../content/admin-overview.ts";

type Mailing = AdminOverview["mailingsInProgress"][number];

/** One mailing on its way: a thin meter of sent, failed and still-queued copies, with the same in words. */
export function MailingProgress({ mailing }: { mailing: Mailing }) {
  const total = Math.max(1, mailing.sent + mailing.pending + mailing.failed);
  const share = (n: number) => `${(n / total) * 100}%`;
  const words = ADMIN_OVERVIEW_COPY.mailing.progress(
    mailing.sent,
    mailing.sent + mailing.pending + mailing.failed,
    mailing.failed,
  );
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
