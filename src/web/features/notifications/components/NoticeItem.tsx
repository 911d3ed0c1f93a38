import { Link } from "react-router";
import type { Notice } from "../../../../shared/notifications.ts";
import { NOTIFICATIONS_COPY as COPY } from "../../../content/notifications.ts";
import { useClubDates } from "../../../lib/club-dates.ts";
import { PhotoTagAnswer } from "./PhotoTagAnswer.tsx";

/** One notice of her inbox: what happened, linking to its thing, a few words said, when; an unread one set apart. */
export function NoticeItem({
  notice,
  onOpen,
  userId,
}: {
  notice: Notice;
  onOpen: (notice: Notice) => void;
  /** The signed-in member, who answers a tag waiting for her. */
  userId?: number | undefined;
}) {
  const dates = useClubDates();
  return (
    <li className={notice.read ? "notice" : "notice notice--unread"}>
      {!notice.read && (
        <span className="notice__dot">
          <span className="visually-hidden">{COPY.unread}</span>
        </span>
      )}
      <div className="notice__body">
        <Link to={notice.link} className="notice__link" onClick={() => onOpen(notice)}>
          {COPY.says[notice.kind](notice)}
        </Link>
        {notice.excerpt && <p className="notice__excerpt">{notice.excerpt}</p>}
        {notice.kind === "photo-tag" && notice.subject.id !== null && userId !== undefined && (
          <PhotoTagAnswer imageId={notice.subject.id} userId={userId} />
        )}
        <time className="notice__time" dateTime={notice.created_at}>
          {dates.dateTime(notice.created_at)}
        </time>
      </div>
    </li>
  );
}
