import type { Generated } from "kysely";

// The gallery and comments: images, their tags and emailed addresses, comments, likes and mentions.

/** A gallery image's address in emails: an unguessable token, served without a session (migration 0024, decision 0024). */
export interface EmailImageLinksTable {
  image_id: string;
  token: string;
  created_at: number;
}

/** One uploaded image and its three stored files (docs/product/limits.md#uploads): a private original, a thumbnail and a display size. */
export interface ImagesTable {
  id: string;
  title: string;
  name: string;
  description: string;
  uploaded_by: number;
  /** No foreign key: the events module unlinks images when it deletes an event. */
  associated_event_id: string | null;
  original_key: string;
  original_mime: string;
  original_width: number;
  original_height: number;
  original_bytes: number;
  thumbnail_key: string;
  thumbnail_mime: string;
  thumbnail_width: number;
  thumbnail_height: number;
  thumbnail_bytes: number;
  display_key: string;
  display_mime: string;
  display_width: number;
  display_height: number;
  display_bytes: number;
  placeholder_color: string;
  placeholder_data_url: string;
  created_at: number;
  /** Set while the photo is down after a member asked for it to be removed (migration 0060): uploader and admins only. */
  withheld_at: number | null;
}

/** "Remove me" requests (migration 0060, decision 0056). */
export interface ImageRemovalRequestsTable {
  id: Generated<number>;
  image_id: string;
  requested_by: number | null;
  reason: string;
  status: "pending" | "kept" | "restored";
  decided_by: number | null;
  decision_reason: string | null;
  created_at: number;
  decided_at: number | null;
}

/** A member tagged in a photo (migration 0062, decision 0058). */
export interface ImagePeopleTable {
  image_id: string;
  user_id: number;
  tagged_by: number | null;
  status: "pending" | "accepted";
  created_at: number;
  answered_at: number | null;
}

/** Who may tag her in photos, when she changed it from "ask" (migration 0062). */
export interface PhotoTagSettingsTable {
  user_id: number;
  who_may_tag: string;
}

export interface ImageTagsTable {
  image_id: string;
  /** Lowercased and trimmed, for search. */
  tag: string;
  /** As the member wrote it. */
  display: string;
  position: number;
}

export interface CommentsTable {
  id: Generated<number>;
  /** An event's or an image's id. */
  commentable_id: string;
  author_id: number;
  content: string;
  created_at: number;
  updated_at: number | null;
  /** Kept by triggers on comment_likes (migration 0013). */
  like_count: Generated<number>;
}

export interface CommentLikesTable {
  comment_id: number;
  user_id: number;
  created_at: number;
}

/** A member a comment mentions as "@Full Name". */
export interface CommentMentionsTable {
  comment_id: number;
  user_id: number;
}
