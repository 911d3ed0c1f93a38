import { useState, type FormEvent } from "react";
import type { Committee } from "../../../../shared/committees.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { COMMITTEES_COPY as COPY } from "../../../content/committees.ts";
import { useAuthStatus } from "../../auth/index.ts";
import {
  useCommittees,
  useCreateCommittee,
  useJoinCommittee,
  useSeatMember,
  useUpdateCommittee,
} from "../api/committees.ts";
import { SeatMember } from "../components/SeatMember.tsx";
import "../committees.css";

/** /committees (decision 61): the club's committees and who sits on them; join or leave; admins run them. */
export function CommitteesPage() {
  const committees = useCommittees();
  const status = useAuthStatus().data;
  const admin = status?.authenticated === true && status.user.admin;
  const list = committees.data?.committees ?? [];
  return (
    <main id="main" className="page committees-page">
      <PageHeading title={COPY.title} lede={COPY.intro} />
      {committees.data && !committees.data.committee_duty && !admin && (
        <p className="committees__note">{COPY.noDutyNote}</p>
      )}
      {admin && <NewCommitteeForm />}
      {committees.isPending && <p aria-busy="true">{COPY.loading}</p>}
      {committees.isError && <Alert>{COPY.loadFailed}</Alert>}
      {committees.isSuccess && list.length === 0 && <p>{COPY.empty}</p>}
      {list.length > 0 && (
        <ul className="committees" aria-label={COPY.title}>
          {list.map((committee) => (
            <CommitteeCard key={committee.id} committee={committee} admin={admin} />
          ))}
        </ul>
      )}
    </main>
  );
}

function CommitteeCard({ committee, admin }: { committee: Committee; admin: boolean }) {
  const join = useJoinCommittee();
  const update = useUpdateCommittee();
  const seat = useSeatMember();
  const failure = join.error ?? update.error ?? seat.error;
  const headingId = `committee-${committee.id}`;
  return (
    <li className={`committee${committee.archived ? " committee--archived" : ""}`} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {committee.name}
        {committee.archived && <span className="committee__tag">{COPY.archived}</span>}
      </h2>
      {committee.purpose && <p>{committee.purpose}</p>}
      <p className="committee__open">{COPY.openTo(committee.tiers.join(", "))}</p>
      {committee.members.length === 0 ? (
        <p className="committee__empty">{COPY.noMembers}</p>
      ) : (
        <ul className="committee__members">
          {committee.members.map((m) => (
            <li key={m.user_id}>
              <span>
                {m.name}
                {m.role === "chair" && <span className="committee__tag">{COPY.chair}</span>}
              </span>
              {admin && (
                <span className="committee__member-actions">
                  {m.role !== "chair" && (
                    <Button
                      variant="quiet"
                      disabled={seat.isPending}
                      aria-label={COPY.makeChairOf(m.name)}
                      onClick={() => seat.mutate({ id: committee.id, userId: m.user_id, role: "chair" })}
                    >
                      {COPY.makeChair}
                    </Button>
                  )}
                  <Button
                    variant="quiet"
                    disabled={seat.isPending}
                    aria-label={COPY.removeFrom(m.name)}
                    onClick={() => seat.mutate({ id: committee.id, userId: m.user_id, role: null })}
                  >
                    {COPY.remove}
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {failure && <Alert tone="error">{failure.message}</Alert>}
      {admin && !committee.archived && <SeatMember committeeId={committee.id} committeeName={committee.name} />}
      <div className="committee__actions">
        {committee.mine && <p className="committee__mine">{COPY.youSit}</p>}
        {committee.may_join && (
          <Button disabled={join.isPending} onClick={() => join.mutate({ id: committee.id, join: true })}>
            {COPY.join}
          </Button>
        )}
        {committee.mine && (
          <Button
            variant="quiet"
            disabled={join.isPending}
            onClick={() => join.mutate({ id: committee.id, join: false })}
          >
            {COPY.leave}
          </Button>
        )}
        {admin && (
          <Button
            variant="quiet"
            disabled={update.isPending}
            onClick={() =>
              update.mutate({
                id: committee.id,
                name: committee.name,
                purpose: committee.purpose,
                tiers: committee.tiers,
                archived: !committee.archived,
              })
            }
          >
            {committee.archived ? COPY.restore : COPY.archive}
          </Button>
        )}
      </div>
    </li>
  );
}

function NewCommitteeForm() {
  const create = useCreateCommittee();
  const [name, setName] = useState("");
  const [purpose, setPurpose] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!name.trim()) {
      setError(COPY.nameNeeded);
      return;
    }
    setError(undefined);
    create.mutate(
      { name: name.trim(), purpose: purpose.trim() },
      {
        onSuccess: () => {
          setNotice({ tone: "success", text: COPY.created });
          setName("");
          setPurpose("");
        },
        onError: (failure) => setNotice({ tone: "error", text: failure.message }),
      },
    );
  };
  return (
    <section className="committees__new" aria-labelledby="new-committee">
      <h2 id="new-committee">{COPY.newCommittee}</h2>
      <form onSubmit={submit} noValidate>
        <Field label={COPY.name} value={name} error={error} maxLength={80} onChange={(e) => setName(e.target.value)} />
        <TextareaField
          label={COPY.purpose}
          value={purpose}
          maxLength={1000}
          rows={3}
          onChange={(e) => setPurpose(e.target.value)}
        />
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <Button type="submit" disabled={create.isPending}>
          {COPY.create}
        </Button>
      </form>
    </section>
  );
}
