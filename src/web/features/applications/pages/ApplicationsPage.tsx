import { useState } from "react";
import type { Application } from "../../../../shared/application-review.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { Tabs } from "../../../components/ui/Tabs.tsx";
import { useApplications } from "../api/get-applications.ts";
import { ApplicationBrowser } from "../components/ApplicationBrowser.tsx";

const TABS: ReadonlyArray<{ id: string; label: string; keep: (a: Application) => boolean }> = [
  { id: "pending", label: "Pending", keep: (a) => a.accepted === null },
  { id: "all", label: "All", keep: () => true },
  { id: "accepted", label: "Accepted", keep: (a) => a.accepted === true },
  { id: "rejected", label: "Rejected", keep: (a) => a.accepted === false },
];

/** /applications (docs/product/screens.md#admin-pages): review applications tab by tab; decisions only from Pending. */
export function ApplicationsPage() {
  const applications = useApplications();
  const [tab, setTab] = useState("pending");

  return (
    <main id="main" className="page applications">
      <PageHeading eyebrow="Admin Panel" title="Applications" lede="Those who have asked to join, one at a time." />
      {applications.isPending && <p role="status">Loading applications…</p>}
      {applications.isError && <Alert>Failed to load applications.</Alert>}
      {applications.data && (
        <Tabs
          label="Applications"
          selected={tab}
          onSelect={setTab}
          tabs={TABS.map(({ id, label, keep }) => ({
            id,
            label,
            content: (
              <ApplicationBrowser key={id} applications={applications.data.filter(keep)} decidable={id === "pending"} />
            ),
          }))}
        />
      )}
    </main>
  );
}
