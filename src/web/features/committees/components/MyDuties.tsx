import { Link } from "react-router";
import { COMMITTEES_COPY as COPY } from "../../../content/committees.ts";
import { useMyDuties } from "../api/duties.ts";

/** Her membership page's count of what she gave this term (decision 61): committees she sits on, slots she took. */
export function MyDuties() {
  const duties = useMyDuties().data;
  if (!duties) return null;
  const given = duties.committees.length + duties.volunteer_slots.length;
  if (!duties.duties.committees && !duties.duties.volunteering && given === 0) return null;
  return (
    <section className="my-duties" aria-labelledby="my-duties-title">
      <h3 id="my-duties-title">{COPY.dutiesTitle}</h3>
      <p className="my-duties__count">
        {COPY.dutiesCommittees(duties.committees.length)} · {COPY.dutiesSlots(duties.volunteer_slots.length)}
      </p>
      {given === 0 ? (
        <p>{COPY.dutiesNone}</p>
      ) : (
        <ul className="my-duties__list">
          {duties.committees.map((c) => (
            <li key={`c${c.id}`}>
              {COPY.sitsOn(c.name, c.role === "chair")} <Link to="/committees">{COPY.title}</Link>
            </li>
          ))}
          {duties.volunteer_slots.map((s) => (
            <li key={`s${s.event_id}${s.role}`}>
              {COPY.volunteered(s.role)} <Link to={`/events/${s.event_id}`}>{s.event_title}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
