import type { Stay } from "../../../../shared/stays.ts";

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
          Hosted by {host.name}
        </h2>
        <p className="stay-host__type">{host.type} · member of the club</p>
        <p className="stay-host__note">Her address and contact are shared with you once she accepts your stay.</p>
      </div>
    </section>
  );
}
