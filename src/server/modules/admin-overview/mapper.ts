import type { AdminOverview } from "../../../shared/admin-overview.ts";
import { tallyDelivery } from "../outbox/index.ts";
import type { AdminOverviewRepository } from "./repository.ts";

type Rows<K extends keyof AdminOverviewRepository> = Awaited<ReturnType<AdminOverviewRepository[K]>>;

export function toMemberCounts(rows: Rows<"memberCounts">): AdminOverview["members"] {
  const members: AdminOverview["members"] = {
    byType: { Founding: 0, Standard: 0, "Travel Host": 0 },
    admins: 0,
    deactivated: 0,
  };
  for (const row of rows) {
    if (!row.active) {
      members.deactivated += row.count;
      continue;
    }
    if (row.type in members.byType) members.byType[row.type as keyof AdminOverview["members"]["byType"]] += row.count;
    if (row.admin) members.admins += row.count;
  }
  return members;
}

export const toNextEvent = (row: Rows<"nextEvents">[number]): AdminOverview["upcomingEvents"]["next"][number] => ({
  id: row.id,
  title: row.title,
  date: row.event_date,
  start_time: row.start_time,
});

/** "sending" counts as pending: the copy has not arrived yet; a copy in the mail drop is dropped, not sent. */
export function toMailingInProgress(
  row: Rows<"mailingsInProgress">[number],
): AdminOverview["mailingsInProgress"][number] {
  const delivery = tallyDelivery(row.counts);
  return { id: row.id, subject: row.subject, created_at: new Date(row.created_at).toISOString(), ...delivery };
}
