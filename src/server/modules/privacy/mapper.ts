import type { ExportStatus } from "../../../shared/privacy.ts";
import type { ArchiveSection } from "./archive.ts";
import type { HeldData } from "./service.ts";

const iso = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString();

/** Her latest archive's state as her page shows it. */
export function exportStatusOf(
  row: { status: string; expires_at: number | null } | undefined,
  now: number,
): ExportStatus {
  if (!row) return "none";
  if (row.status === "ready" && row.expires_at !== null && Number(row.expires_at) <= now) return "expired";
  return row.status as ExportStatus;
}

/**
 * Her archive's JSON files, one per kind the Privacy page lists. Only her rows; of other people only an event's
 * public facts (its title and date), never another member's name, address or comment (decision 0047).
 */
export function toSections(held: HeldData): ArchiveSection[] {
  const { account } = held;
  return [
    {
      file: "profile.json",
      title: "Your account and profile",
      rows: [
        {
          name: account.name,
          email: account.email,
          member_type: account.type,
          admin: account.admin === 1,
          joined: iso(account.created_at),
          club_announcements: account.club_announcements === 1,
          comment_notifications: account.comment_notifications === 1,
          tier: account.membership_tier,
          term_start: iso(account.membership_term_start),
          term_end: iso(account.membership_term_end),
          ...(held.profile ? { ...held.profile, updated_at: iso(held.profile.updated_at) } : {}),
        },
        ...held.showcase.map((piece) => ({
          showcase_piece: piece.title,
          medium: piece.medium,
          note: piece.note,
          image: piece.image_id,
        })),
      ],
    },
    {
      file: "applications.json",
      title: "Your applications",
      rows: held.applications.map((a) => ({ ...a, decided_at: iso(a.decided_at), created_at: iso(a.created_at) })),
    },
    {
      file: "events.json",
      title: "Events you created",
      rows: held.eventsCreated.map((e) => ({ ...e, created_at: iso(e.created_at), cancelled_at: iso(e.cancelled_at) })),
    },
    {
      file: "rsvps.json",
      title: "Your replies to events",
      rows: [
        ...held.rsvps.map((r) => ({ ...r, reply: "going", joined_at: iso(r.joined_at) })),
        ...held.waitlist.map((w) => ({ ...w, reply: "waitlist", waited_at: iso(w.waited_at) })),
      ],
    },
    {
      file: "photos.json",
      title: "Photos you uploaded",
      rows: held.photos.map((p) => ({
        id: p.id,
        title: p.title,
        description: p.description,
        event: p.associated_event_id,
        type: p.original_mime,
        uploaded_at: iso(p.created_at),
      })),
    },
    {
      file: "tagged-photos.json",
      title: "Photos you are tagged in",
      rows: held.photoTags.map((tag) => ({
        photo: tag.image_id,
        ...(tag.photo ? { title: tag.photo.title, shared_at: iso(tag.photo.shared_at) } : {}),
        tag: tag.status,
        tagged_at: iso(tag.tagged_at),
      })),
    },
    {
      file: "comments.json",
      title: "Your comments",
      rows: held.comments.map((c) => ({ ...c, created_at: iso(c.created_at), updated_at: iso(c.updated_at) })),
    },
    {
      file: "likes.json",
      title: "Comments you liked",
      rows: held.likes.map((l) => ({ ...l, created_at: iso(l.created_at) })),
    },
    {
      file: "messages.json",
      title: "Messages you wrote",
      rows: held.messages.map((m) => ({ conversation: m.conversation_id, text: m.text, sent_at: iso(m.created_at) })),
    },
    {
      file: "stay-listings.json",
      title: "Your homes for stays",
      rows: held.stayListings.map((l) => ({ ...l, created_at: iso(l.created_at) })),
    },
    {
      file: "stay-requests.json",
      title: "Stays you asked for",
      rows: held.stayRequests.map((r) => ({ ...r, created_at: iso(r.created_at) })),
    },
    {
      file: "payments.json",
      title: "Payments",
      rows: held.payments.map((p) => ({ ...p, created_at: iso(p.created_at) })),
    },
    {
      file: "notifications.json",
      title: "Your notifications",
      rows: [
        ...held.notices.map((n) => ({
          notice: n.kind,
          about: n.subject_kind,
          id: n.subject_id,
          at: iso(n.created_at),
          read_at: iso(n.read_at),
        })),
        ...held.noticePreferences.map((p) => ({ preference: p.kind, delivery: p.delivery })),
      ],
    },
    {
      file: "sessions.json",
      title: "Your sessions",
      rows: held.sessions.map((s) => ({ ...s, created_at: iso(s.created_at), last_seen_at: iso(s.last_seen_at) })),
    },
    {
      file: "devices.json",
      title: "Devices you signed in from",
      rows: held.devices.map((d) => ({ first_seen_at: iso(d.first_seen_at), last_seen_at: iso(d.last_seen_at) })),
    },
    {
      file: "emails.json",
      title: "Emails the club sent you",
      rows: held.emails.map((e) => ({ ...e, created_at: iso(e.created_at), sent_at: iso(e.sent_at) })),
    },
    {
      file: "audit.json",
      title: "What was done on your account",
      rows: held.audit.map((a) => ({
        action: a.action,
        by: a.actor_user_id === account.user_id ? "you" : "the club",
        at: iso(a.created_at),
      })),
    },
  ];
}
