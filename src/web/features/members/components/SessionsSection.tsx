import type { MemberSession } from "../../../../shared/security.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { useEndSessions, useMySessions } from "../api/sessions.ts";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

function SessionItem({ session, onEnd, busy }: { session: MemberSession; onEnd: () => void; busy: boolean }) {
  const name = `${session.browser} on ${session.device}`;
  return (
    <li className="sessions__item">
      <div className="sessions__what">
        <span className="sessions__name">
          {name}
          {session.current && <span className="sessions__this"> · This device</span>}
        </span>
        <span className="sessions__detail">
          Signed in {when.format(new Date(session.createdAt))} · Last active {when.format(new Date(session.lastSeenAt))}
          {session.address && ` · Network ${session.address}`}
        </span>
      </div>
      {!session.current && (
        <Button variant="quiet" disabled={busy} onClick={onEnd} aria-label={`Sign out ${name}`}>
          Sign out
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
      <h3 id="settings-sessions">Where you are signed in</h3>
      {sessions.isPending && <p>Loading…</p>}
      {sessions.isError && <Alert>Failed to load your sessions.</Alert>}
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
            Sign out everywhere else
          </Button>
        </div>
      )}
    </div>
  );
}
