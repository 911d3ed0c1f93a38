import { Link } from "react-router";
import type { Stay } from "../../../../shared/stays.ts";
import { money, placeOf, sleeps } from "../lib/format.ts";

/** One home in the grid: its first photo, where it is and how many it sleeps; the whole card links to its page. */
export function StayCard({ stay, query = "" }: { stay: Stay; query?: string }) {
  const photo = stay.photos[0];
  return (
    <li className="stay-card">
      <Link to={`/stays/${stay.id}${query ? `?${query}` : ""}`} className="stay-card__link">
        <span className="stay-card__photo" style={{ backgroundColor: photo?.placeholder_color }}>
          {photo ? (
            <img src={photo.thumbnail_url} alt="" width={photo.width} height={photo.height} loading="lazy" />
          ) : (
            <span className="stay-card__no-photo" aria-hidden="true">
              {stay.type}
            </span>
          )}
          {!stay.published && <span className="stay-card__badge">Draft</span>}
        </span>
        <span className="stay-card__body">
          <span className="stay-card__place">{placeOf(stay)}</span>
          <h2 className="stay-card__title">{stay.title}</h2>
          <span className="stay-card__facts">
            {stay.type} · {sleeps(stay.sleeps)} · {stay.bedrooms} bedroom{stay.bedrooms === 1 ? "" : "s"}
          </span>
          <span className="stay-card__price">
            {stay.nightly_contribution === null
              ? "No contribution asked"
              : `${money(stay.nightly_contribution, stay.currency)} a night before your discount`}
          </span>
        </span>
      </Link>
    </li>
  );
}
