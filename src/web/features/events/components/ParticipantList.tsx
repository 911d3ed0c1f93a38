import { Avatar } from "../../profiles/index.ts";
import type { EventPerson } from "../../../../shared/events.ts";
import { EVENTS_COPY } from "../../../content/events.ts";

export const NO_PARTICIPANTS = EVENTS_COPY.participants.none;

/** Who is coming, with "(You)" beside the current member and her guests under her. */
export function ParticipantList({
  participants,
  currentUserId,
}: {
  participants: (EventPerson & { guests?: string[]; avatar_url?: string | null | undefined })[];
  currentUserId: number | undefined;
}) {
  if (participants.length === 0) return <p className="event-muted">{NO_PARTICIPANTS}</p>;
  return (
    <ul className="participant-list">
      {participants.map((person) => (
        <li key={person.user_id} className="participant-list__item">
          <Avatar name={person.name} avatarUrl={person.avatar_url} size="sm" />
          <span className="participant-list__who">
            <span>
              {person.name}
              {person.user_id === currentUserId && (
                <span className="participant-list__you">{EVENTS_COPY.participants.you}</span>
              )}
            </span>
            {person.guests && person.guests.length > 0 && (
              <span className="participant-list__guests">
                <span className="visually-hidden">{EVENTS_COPY.participants.guests}</span>
                <span aria-hidden="true">{EVENTS_COPY.participants.with}</span>
                {person.guests.join(", ")}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
