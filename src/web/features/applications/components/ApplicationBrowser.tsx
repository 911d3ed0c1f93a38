import { format } from "date-fns";
import { useState } from "react";
import type { Application } from "../../../../shared/application-review.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { MEMBER_TYPES, type MemberType } from "../../../../shared/member-limits.ts";
import { APPLICATIONS_REVIEW_COPY } from "../../../content/applications-review.ts";
import { useClubTiers, useDecideApplication } from "../api/decide-application.ts";
import { tierAllowedFor } from "../../../../shared/membership.ts";
import { useVoteOnApplication } from "../api/vote-application.ts";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { applicationsCsv, downloadCsv } from "../csv.ts";
import { ApplicationCard } from "./ApplicationCard.tsx";
import { useMailConfigured } from "../../../lib/public-config.ts";
import { RegistrationLinkOffer } from "../../members/index.ts";
import { useClubDates } from "../../../lib/club-dates.ts";

const COPY = APPLICATIONS_REVIEW_COPY.browser;
const ACCEPT_COPY = APPLICATIONS_REVIEW_COPY.acceptDialog;

/** What a decision did; `invited` is the address an acceptance invited, whose link may need passing on by hand. */
type Notice = { tone: "success" | "error"; text: string; invited?: string };

/**
 * A tab's applications as a list, with the chosen one beside it (below it on a phone), Accept and Reject where
 * `decidable` (the Pending tab), what a decision did, and the tab as a CSV file made from the list already here.
 */
export function ApplicationBrowser({
  applications,
  decidable,
  tabName,
}: {
  applications: Application[];
  decidable: boolean;
  /** For the CSV file's name: "pending", "all"… */
  tabName: string;
}) {
  const dates = useClubDates();
  const [index, setIndex] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The member type chosen in the acceptance's confirmation; null while it is closed.
  const [accepting, setAccepting] = useState<MemberType | null>(null);
  // Her tier, chosen with the type (decision 52): "" for none yet; reset when the type no longer allows it.
  const [tier, setTier] = useState("");
  const tiers = useClubTiers();
  const decide = useDecideApplication();
  const vote = useVoteOnApplication();
  const [note, setNote] = useState("");
  const mailConfigured = useMailConfigured();
  const noticeLine = notice && (
    <>
      <Alert tone={notice.tone}>{notice.text}</Alert>
      {notice.invited && mailConfigured === false && (
        <RegistrationLinkOffer key={notice.invited} email={notice.invited} />
      )}
    </>
  );
  if (applications.length === 0)
    return (
      <>
        {noticeLine}
        <p className="applications__empty">{COPY.empty}</p>
      </>
    );
  const position = Math.min(index, applications.length - 1);
  const current = applications[position]!;
  const choose = (accepted: boolean, memberType?: MemberType) =>
    decide.mutate(
      { id: current.id, accepted, ...(memberType ? { memberType, tier: tier || null } : {}) },
      {
        // The server says what happened ("Invitation sent to ana@example.com.", or that no mail server is set up).
        onSuccess: (answer) =>
          setNotice({ tone: "success", text: answer.message, ...(accepted ? { invited: current.email } : {}) }),
        onError: (error) => setNotice({ tone: "error", text: error.message || COPY.decisionFailed }),
        onSettled: () => {
          setAccepting(null);
          setTier("");
        },
      },
    );
  const count = applications.length;
  const castVote = (choice: "approve" | "reject") =>
    vote.mutate(
      { id: current.id, vote: choice, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: (answer) => {
          setNote("");
          setNotice({ tone: "success", text: answer.message });
        },
        onError: (error) => setNotice({ tone: "error", text: error.message || COPY.voteFailed }),
      },
    );

  return (
    <div className="applications__review">
      <div className="applications__toolbar">
        <p className="applications__count">{COPY.count(count)}</p>
        <Button
          variant="quiet"
          onClick={() =>
            downloadCsv(
              `applications-${tabName}-${format(new Date(), "yyyy-MM-dd")}.csv`,
              applicationsCsv(applications),
            )
          }
        >
          {COPY.exportCsv}
        </Button>
      </div>
      {noticeLine}
      <div className="applications__split">
        <ul className="applications__list" aria-label={COPY.list}>
          {applications.map((application, at) => (
            <li key={application.id}>
              <button
                type="button"
                className="applications__entry"
                aria-current={at === position ? "true" : undefined}
                onClick={() => setIndex(at)}
              >
                <span className="applications__entry-name">{application.full_name}</span>
                <span className="applications__entry-facts">
                  {application.membership_type} · {dates.day(application.created_at)}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <div className="applications__detail">
          <ApplicationCard application={current} />
          {decidable && (
            <div className="applications__decision">
              <Button
                disabled={decide.isPending}
                onClick={() => {
                  setAccepting(current.membership_type);
                  setTier(
                    current.membership_tier && tierAllowedFor(current.membership_type, current.membership_tier)
                      ? current.membership_tier
                      : "",
                  );
                }}
              >
                {COPY.accept}
              </Button>
              <Button variant="quiet" disabled={decide.isPending} onClick={() => choose(false)}>
                {COPY.reject}
              </Button>
            </div>
          )}
          {decidable && (
            <div className="applications__vote">
              <TextareaField
                label={COPY.voteNote}
                value={note}
                maxLength={1000}
                rows={2}
                onChange={(event) => setNote(event.target.value)}
              />
              <div className="applications__decision">
                <Button variant="quiet" disabled={vote.isPending} onClick={() => castVote("approve")}>
                  {COPY.voteApprove}
                </Button>
                <Button variant="quiet" disabled={vote.isPending} onClick={() => castVote("reject")}>
                  {COPY.voteReject}
                </Button>
              </div>
            </div>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={accepting !== null}
        title={ACCEPT_COPY.title(current.full_name)}
        confirmLabel={ACCEPT_COPY.confirm}
        busy={decide.isPending}
        onClose={() => setAccepting(null)}
        onConfirm={() => accepting && choose(true, accepting)}
      >
        <p>{ACCEPT_COPY.body(current.email)}</p>
        <SelectField
          label={ACCEPT_COPY.memberType}
          options={MEMBER_TYPES.map((type) => ({ value: type, label: type }))}
          value={accepting ?? current.membership_type}
          onChange={(event) => {
            const type = event.target.value as MemberType;
            setAccepting(type);
            if (!tierAllowedFor(type, tier || null)) setTier("");
          }}
        />
        <SelectField
          label={ACCEPT_COPY.tier}
          options={[
            { value: "", label: ACCEPT_COPY.noTier },
            ...(tiers.data?.tiers ?? [])
              .filter((t) => tierAllowedFor(accepting ?? current.membership_type, t.id))
              .map((t) => ({ value: t.id, label: t.name })),
          ]}
          value={tier}
          onChange={(event) => setTier(event.target.value)}
        />
      </ConfirmDialog>
    </div>
  );
}
