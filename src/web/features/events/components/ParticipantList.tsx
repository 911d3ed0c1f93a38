import type { EventPerson } from "../../../../shared/events.ts";

export const NO_PARTICIPANTS = "No participants yet. Be the first to join!";

/** Who is coming, with "(You)" beside the current member. */
export function ParticipantList({
  participants,
  currentUserId,
}: {
  participants: EventPerson[];
  currentUserId: number | undefined;
}) {
  if (participants.length === 0) return <p className="event-muted">{NO_PARTICIPANTS}</p>;
  return (
    <ul className="participant-list">
      {participants.map((person) => (
        <li key={person.user_id} className="participant-list__item">
          <span className="participant-list__initial" aria-hidden="true">
            {person.name.trim().charAt(0).toUpperCase()}
          </span>
          <span>
            {person.name}
            {person.user_id === currentUserId && <span className="participant-list__you"> (You)</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
