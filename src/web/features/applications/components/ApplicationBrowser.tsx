import { useState } from "react";
import type { Application } from "../../../../shared/application-review.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { useDecideApplication } from "../api/decide-application.ts";
import { ApplicationCard } from "./ApplicationCard.tsx";

/** One application at a time with Previous and Next; Accept and Reject only where `decidable` (the Pending tab). */
export function ApplicationBrowser({ applications, decidable }: { applications: Application[]; decidable: boolean }) {
  const [index, setIndex] = useState(0);
  const decide = useDecideApplication();
  // What the last decision did, in the server's words ("Invitation sent to ana@example.com."): it stays once the
  // application has left the Pending tab.
  const done = decide.isSuccess && <Alert tone="success">{decide.data.message}</Alert>;
  if (applications.length === 0)
    return (
      <>
        {done}
        <p className="applications__empty">No applications in this category</p>
      </>
    );
  const position = Math.min(index, applications.length - 1);
  const current = applications[position]!;

  return (
    <div className="applications__browser">
      {done}
      <ApplicationCard application={current} />
      {decide.isError && <Alert>{decide.error.message || "The decision could not be saved."}</Alert>}
      {decidable && (
        <div className="applications__decision">
          <Button disabled={decide.isPending} onClick={() => decide.mutate({ id: current.id, accepted: true })}>
            Accept
          </Button>
          <Button
            variant="quiet"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: current.id, accepted: false })}
          >
            Reject
          </Button>
        </div>
      )}
      <nav className="applications__pager" aria-label="Applications">
        <Button variant="quiet" disabled={position === 0} onClick={() => setIndex(position - 1)}>
          Previous
        </Button>
        <span aria-live="polite">
          {position + 1} of {applications.length}
        </span>
        <Button variant="quiet" disabled={position >= applications.length - 1} onClick={() => setIndex(position + 1)}>
          Next
        </Button>
      </nav>
    </div>
  );
}
