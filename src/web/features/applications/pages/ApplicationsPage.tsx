import { useState } from "react";
import type { Application } from "../../../../shared/application-review.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { Tabs } from "../../../components/ui/Tabs.tsx";
import { APPLICATIONS_REVIEW_COPY } from "../../../content/applications-review.ts";
import { useApplications } from "../api/get-applications.ts";
import { ApplicationBrowser } from "../components/ApplicationBrowser.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";

const COPY = APPLICATIONS_REVIEW_COPY.page;

const TABS: ReadonlyArray<{ id: string; label: string; keep: (a: Application) => boolean }> = [
  { id: "pending", label: COPY.tabPending, keep: (a) => a.accepted === null },
  { id: "all", label: COPY.tabAll, keep: () => true },
  { id: "accepted", label: COPY.tabAccepted, keep: (a) => a.accepted === true },
  { id: "rejected", label: COPY.tabRejected, keep: (a) => a.accepted === false },
];

/** /applications (docs/product/screens.md#admin-pages): review applications tab by tab; decisions only from Pending. */
export function ApplicationsPage() {
  usePageTitle("Applications");
  const applications = useApplications();
  const [tab, setTab] = useState("pending");

  return (
    <main id="main" className="page applications">
      <PageHeading eyebrow={COPY.eyebrow} title={COPY.title} lede={COPY.lede} />
      {applications.isPending && <p role="status">{COPY.loading}</p>}
      {applications.isError && <Alert>{COPY.loadFailed}</Alert>}
      {applications.data && (
        <Tabs
          label={COPY.tabs}
          selected={tab}
          onSelect={setTab}
          tabs={TABS.map(({ id, label, keep }) => ({
            id,
            label,
            content: (
              <ApplicationBrowser
                key={id}
                tabName={id}
                applications={applications.data.filter(keep)}
                decidable={id === "pending"}
              />
            ),
          }))}
        />
      )}
    </main>
  );
}
