import { Link } from "react-router";
import type { DirectoryCard } from "../../../../shared/profiles.ts";
import { Avatar } from "./Avatar.tsx";

/** One member in the directory or on the home: photo, name, headline and city, the whole card a link. */
export function MemberCard({ member }: { member: DirectoryCard }) {
  const headline = [member.headline, member.company].filter(Boolean).join(", ");
  return (
    <li className="member-card">
      <Link to={`/members/${member.user_id}`} className="member-card__link">
        <Avatar name={member.name} avatarUrl={member.avatar_url} photo={member.photo} />
        <span className="member-card__text">
          <span className="member-card__name">{member.name}</span>
          {headline && <span className="member-card__headline">{headline}</span>}
          <span className="member-card__meta">{[member.city, member.type].filter(Boolean).join(" · ")}</span>
        </span>
      </Link>
    </li>
  );
}
