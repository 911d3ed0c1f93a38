import { LEFT_OUT_REASONS, type LeftOut } from "../../../../shared/mailings.ts";
import { MAILINGS_COPY } from "../../../content/mailings.ts";

const COPY = MAILINGS_COPY.leftOut;

/**
 * Who of the chosen group gets no copy and why: by name for a short list, counted by reason for a long one. In the
 * review of a waiting mailing (`subject`), its region is named for that mailing, apart from the composer's, and its
 * heading sits under the mailing's.
 */
export function LeftOutList({ leftOut, id, subject }: { leftOut: LeftOut; id: string; subject?: string }) {
  const Heading = subject === undefined ? "h3" : "h4";
  return (
    <section
      className="left-out"
      aria-labelledby={subject === undefined ? id : undefined}
      aria-label={subject === undefined ? undefined : COPY.of(subject)}
    >
      <Heading id={id} className="left-out__title">
        {COPY.heading}
      </Heading>
      {leftOut.total === 0 ? (
        <p className="left-out__none">{COPY.none}</p>
      ) : (
        <>
          <p className="left-out__count">{COPY.count(leftOut.total)}</p>
          <ul className="left-out__list">
            {leftOut.members.length > 0
              ? leftOut.members.map((member) => (
                  <li key={member.user_id}>{COPY.named(member.name, COPY.reasons[member.reason])}</li>
                ))
              : LEFT_OUT_REASONS.filter((reason) => leftOut.byReason[reason] > 0).map((reason) => (
                  <li key={reason}>{COPY.counted(leftOut.byReason[reason], COPY.reasons[reason])}</li>
                ))}
          </ul>
        </>
      )}
    </section>
  );
}
