import { accountsTable } from "./matrix-table-accounts.ts";
import { administrationTable } from "./matrix-table-administration.ts";
import { committeesTable } from "./matrix-table-committees.ts";
import { exhibitionsTable } from "./matrix-table-exhibitions.ts";
import { contentTable } from "./matrix-table-content.ts";
import { mailingsTable } from "./matrix-table-mailings.ts";
import { conversationsTable } from "./matrix-table-conversations.ts";
import { eventsTable } from "./matrix-table-events.ts";
import { introductionsTable } from "./matrix-table-introductions.ts";
import { governanceTable } from "./matrix-table-governance.ts";
import { securityTable } from "./matrix-table-security.ts";
import { staysTable } from "./matrix-table-stays.ts";
import type { MatrixTable } from "./matrix-types.ts";

/**
 * docs/product/access.md as one table: for every route the server registers, the answer each caller gets. The
 * authorization matrix and the cross-site attacks both read it, so a new area's table is added here once.
 */
export const MATRIX_TABLE: MatrixTable = {
  ...accountsTable,
  ...administrationTable,
  ...securityTable,
  ...eventsTable,
  ...contentTable,
  ...mailingsTable,
  ...staysTable,
  ...conversationsTable,
  ...introductionsTable,
  ...governanceTable,
  ...committeesTable,
  ...exhibitionsTable,
};
