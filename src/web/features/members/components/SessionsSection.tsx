import type { MemberSession } from "../../../../shared/security.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { useEndSessions, useMySessions } from "../api/sessions.ts";
import { MEMBERS_COPY } from "../../../content/members.ts";
import { useClubDates } from "../../../lib/club-dates.ts";

const COPY = MEMBERS_COPY.sessions;

function SessionItem({ session, onEnd, busy }: { session: MemberSession; onEnd: () => void; busy: boolean }) {
  const dates = useClubDates();
  const name = COPY.name(session.browser, session.device);
  return (
    <li className="sessions__item">
      <div className="sessions__what">
        <span className="sessions__name">
          {name}
          {session.current && <span className="sessions__this">{COPY.thisDevice}</span>}
        </span>
        <span className="sessions__detail">
          {COPY.detail(dates.dateTime(session.createdAt), dates.dateTime(session.lastSeenAt))}
          {session.address && COPY.network(session.address)}
        </span>
      </div>
      {!session.current && (
        <Button variant="quiet" disabled={busy} onClick={onEnd} aria-label={COPY.signOutLabel(name)}>
          {COPY.signOut}
        </Button>
      )}
    </li>
  );
}

/** Settings → Security: where the member is signed in; she ends any other session or all of them (ASVS 7.4.5, 7.5.2). */
export function SessionsSection() {
  const sessions = useMySessions();
  const end = useEndSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current).length;
  return (
    <div className="sessions">
      <h3 id="settings-sessions">{COPY.heading}</h3>
      {sessions.isPending && <p>{COPY.loading}</p>}
      {sessions.isError && <Alert>{COPY.loadFailed}</Alert>}
      {end.isError && <Alert>{end.error.message}</Alert>}
      {end.isSuccess && <Alert tone="success">{end.data.message}</Alert>}
      <ul className="sessions__list" aria-labelledby="settings-sessions">
        {list.map((session) => (
          <SessionItem key={session.id} session={session} busy={end.isPending} onEnd={() => end.mutate(session.id)} />
        ))}
      </ul>
      {others > 0 && (
        <div className="settings__actions">
          <Button variant="quiet" disabled={end.isPending} onClick={() => end.mutate(null)}>
            {COPY.signOutElsewhere}
          </Button>
        </div>
      )}
    </div>
  );
}
