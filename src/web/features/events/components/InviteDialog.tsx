import { useState } from "react";
import type { Event } from "../../../../shared/events.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { useInviteMembers } from "../api/invite-members.ts";
import { useMemberSearch, type MemberResult } from "../api/search-members.ts";
import { EVENTS_COPY } from "../../../content/events.ts";
import { ShownOnce } from "../../../components/ui/ShownOnce.tsx";
import { useMailConfigured } from "../../../lib/public-config.ts";

/** The event's page, where an invitee with a pending invitation may join (docs/product/access.md). */
const eventPageUrl = (event: Event) => `${globalThis.location.origin}/events/${encodeURIComponent(event.slug)}`;

export const INVITE_FAILED = EVENTS_COPY.invite.failed;

/**
 * Invite Member(s): find members by name or email, choose several, send (docs/product/screens.md#event-page). While no
 * mail server is set up nobody is emailed: the dialog says so and offers the event's link to copy.
 */
export function InviteDialog({ event, onClose }: { event: Event; onClose: () => void }) {
  const [query, setQuery] = useState("");
  const [chosen, setChosen] = useState<MemberResult[]>([]);
  const search = useMemberSearch(query);
  const invite = useInviteMembers();
  const mailConfigured = useMailConfigured();
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
      title={EVENTS_COPY.invite.title}
      onClose={onClose}
      footer={
        <>
          <Button variant="quiet" onClick={onClose}>
            {invite.isSuccess ? EVENTS_COPY.invite.done : EVENTS_COPY.invite.cancel}
          </Button>
          <Button disabled={chosen.length === 0 || invite.isPending} onClick={send}>
            {invite.isPending ? EVENTS_COPY.invite.sending : EVENTS_COPY.invite.send(chosen.length)}
          </Button>
        </>
      }
    >
      <div className="invite">
        <p className="event-muted">
          {mailConfigured === false
            ? EVENTS_COPY.invite.introNoMail(event.title)
            : EVENTS_COPY.invite.intro(event.title)}
        </p>
        <Field
          label={EVENTS_COPY.invite.search}
          type="search"
          value={query}
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
        />
        {chosen.length > 0 && (
          <ul className="invite__chosen" aria-label={EVENTS_COPY.invite.chosen}>
            {chosen.map((member) => (
              <li key={member.user_id}>
                <button
                  type="button"
                  className="invite__chip"
                  onClick={() => toggle(member)}
                  aria-label={EVENTS_COPY.invite.remove(member.name)}
                >
                  {member.name} <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {query.trim() && search.isSuccess && results.length === 0 && (
          <p className="event-muted">{EVENTS_COPY.invite.noMatch(query.trim())}</p>
        )}
        {search.isError && <Alert>{search.error.message}</Alert>}
        {results.length > 0 && (
          <fieldset className="invite__results">
            <legend className="visually-hidden">{EVENTS_COPY.invite.found}</legend>
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
        {invite.isSuccess && mailConfigured === false && (
          <ShownOnce value={eventPageUrl(event)} label={EVENTS_COPY.invite.eventLink} words={EVENTS_COPY.invite} />
        )}
      </div>
    </Dialog>
  );
}
