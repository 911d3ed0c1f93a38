import type { Stay } from "../../../../shared/stays.ts";
import { STAYS_COPY } from "../../../content/stays.ts";

const COPY = STAYS_COPY.host;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");

/** The host's profile card: who opens her home (her contact follows an accepted stay). */
export function HostCard({ host }: { host: Stay["host"] }) {
  return (
    <section className="stay-host" aria-labelledby="stay-host-heading">
      <span className="stay-host__avatar" aria-hidden="true">
        {initials(host.name)}
      </span>
      <div>
        <h2 id="stay-host-heading" className="stay-host__name">
          {COPY.hostedBy(host.name)}
        </h2>
        <p className="stay-host__type">{COPY.type(host.type)}</p>
        <p className="stay-host__note">{COPY.note}</p>
      </div>
    </section>
  );
}
