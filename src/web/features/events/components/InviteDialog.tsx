import { useState } from "react";
import type { Event } from "../../../../shared/events.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { useInviteMembers } from "../api/invite-members.ts";
import { useMemberSearch, type MemberResult } from "../api/search-members.ts";

export const INVITE_FAILED = "Failed to send invites";

/** Invite Member(s): find members by name or email, choose several, send (docs/product/screens.md#event-page). */
export function InviteDialog({ event, onClose }: { event: Event; onClose: () => void }) {
  const [query, setQuery] = useState("");
  const [chosen, setChosen] = useState<MemberResult[]>([]);
  const search = useMemberSearch(query);
  const invite = useInviteMembers();
  const isChosen = (id: number) => chosen.some((m) => m.user_id === id);
  const toggle = (member: MemberResult) =>
    setChosen((current) =>
      isChosen(member.user_id) ? current.filter((m) => m.user_id !== member.user_id) : [...current, member],
    );
  const send = () =>
    invite.mutate(
      { eventId: event.id, eventTitle: event.title, userIds: chosen.map((m) => m.user_id) },
      { onSuccess: () => setChosen([]) },
    );
  const results = query.trim() ? (search.data ?? []) : [];

  return (
    <Dialog
      open
      title="Invite Member(s)"
      onClose={onClose}
      footer={
        <>
          <Button variant="quiet" onClick={onClose}>
            {invite.isSuccess ? "Done" : "Cancel"}
          </Button>
          <Button disabled={chosen.length === 0 || invite.isPending} onClick={send}>
            {invite.isPending ? "Sending…" : chosen.length > 1 ? `Send ${chosen.length} Invites` : "Send Invite"}
          </Button>
        </>
      }
    >
      <div className="invite">
        <p className="event-muted">Each member receives a personal link to join “{event.title}”.</p>
        <Field
          label="Search members by name or email"
          type="search"
          value={query}
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
        />
        {chosen.length > 0 && (
          <ul className="invite__chosen" aria-label="Chosen members">
            {chosen.map((member) => (
              <li key={member.user_id}>
                <button
                  type="button"
                  className="invite__chip"
                  onClick={() => toggle(member)}
                  aria-label={`Remove ${member.name}`}
                >
                  {member.name} <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {query.trim() && search.isSuccess && results.length === 0 && (
          <p className="event-muted">No member matches “{query.trim()}”.</p>
        )}
        {search.isError && <Alert>{search.error.message}</Alert>}
        {results.length > 0 && (
          <fieldset className="invite__results">
            <legend className="visually-hidden">Members found</legend>
            {results.map((member) => (
              <label key={member.user_id} className="invite__result">
                <input type="checkbox" checked={isChosen(member.user_id)} onChange={() => toggle(member)} />
                <span className="invite__name">{member.name}</span>
                <span className="invite__type">{member.type}</span>
              </label>
            ))}
          </fieldset>
        )}
        {invite.isError && <Alert>{INVITE_FAILED}</Alert>}
        {invite.isSuccess && <Alert tone="success">{invite.data.message}</Alert>}
      </div>
    </Dialog>
  );
}
