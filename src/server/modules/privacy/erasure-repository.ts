import type { Db } from "../../kernel/database/database.ts";

/** The name an erased member's account keeps, under which her kept comments and events read. */
export const FORMER_MEMBER = "Former member";

/** Who is being erased, as her rows still name her. */
export interface Erased {
  userId: number;
  email: string;
  name: string;
  keepComments: boolean;
}

/** A LIKE pattern for text anywhere (a name's rare "%" or "_" only widens what is removed). */
const contains = (text: string) => `%${text}%`;

/**
 * Erases a member's rows (decision 0047), inside the caller's transaction: what is hers goes; what is the club's (an
 * event she created, photos she left to the club, comments she chose to keep) stays under her account, which keeps
 * only its id and the name "Former member". Her images, avatar and stay photos' files are the caller's to remove.
 */
export function erasureRepository(trx: Db) {
  return {
    stayPhotoKeys: (userId: number) =>
      trx
        .selectFrom("stay_photos as p")
        .innerJoin("stay_listings as l", "l.id", "p.listing_id")
        .select(["p.original_key", "p.thumbnail_key", "p.display_key"])
        .where("l.host_id", "=", userId)
        .execute(),

    async erase({ userId, email, name, keepComments }: Erased, now: number) {
      const lowerEmail = email.toLowerCase();
      const byUser = [
        "sessions",
        "known_devices",
        "totp_factors",
        "recovery_codes",
        "passkeys",
        "pending_sign_ins",
        "sign_in_addresses",
        "sign_in_links",
        "password_resets",
        "webauthn_challenges",
        "member_profiles",
        "member_avatars",
        "showcase_pieces",
        "calendar_feeds",
        "event_participants",
        "event_waitlist",
        "event_invitations",
        "mailing_recipients",
        "mailing_left_out",
        "comment_likes",
        "comment_mentions",
        "privacy_exports",
        "notices",
        "image_people",
        "photo_tag_settings",
        "notification_preferences",
        "notice_email_windows",
        "notice_digests",
        "message_settings",
        "conversation_participants",
      ] as const;

      // Her comments: deleted with their likes and mentions, or kept under her account's new name.
      if (!keepComments) {
        const own = trx.selectFrom("comments").select("id").where("author_id", "=", userId);
        await trx.deleteFrom("comment_likes").where("comment_id", "in", own).execute();
        await trx.deleteFrom("comment_mentions").where("comment_id", "in", own).execute();
        await trx.deleteFrom("comments").where("author_id", "=", userId).execute();
        // Others' notices of what she wrote quote it.
        await trx.deleteFrom("notices").where("actor_id", "=", userId).execute();
      }
      // Others' comments that mention her by name mention a former member.
      await trx
        .updateTable("comments")
        .set((eb) => ({
          content: eb.fn<string>("replace", ["content", eb.val(`@${name}`), eb.val(`@${FORMER_MEMBER}`)]),
        }))
        .where("content", "like", contains(`@${name}`))
        .execute();

      // Her messages, her reports and her blocks, both ways.
      const ownMessages = trx.selectFrom("messages").select("id").where("author_id", "=", userId);
      await trx.deleteFrom("message_reports").where("message_id", "in", ownMessages).execute();
      await trx.deleteFrom("message_reports").where("reporter_id", "=", userId).execute();
      await trx.deleteFrom("messages").where("author_id", "=", userId).execute();
      await trx.deleteFrom("notices").where("actor_id", "=", userId).where("kind", "=", "message").execute();
      await trx
        .deleteFrom("member_blocks")
        .where((eb) => eb.or([eb("blocker_id", "=", userId), eb("blocked_id", "=", userId)]))
        .execute();
      // Others' gathered message emails from her conversations name her: they go with her messages.
      await trx
        .deleteFrom("notice_email_windows")
        .where("subject_kind", "=", "conversation")
        .where(
          "subject_id",
          "in",
          trx.selectFrom("conversation_participants").select("conversation_id").where("user_id", "=", userId),
        )
        .execute();
      for (const table of byUser) await trx.deleteFrom(table).where("user_id", "=", userId).execute();
      // The tags she put on others stay theirs, without her name on them (decision 0058).
      await trx.updateTable("image_people").set({ tagged_by: null }).where("tagged_by", "=", userId).execute();

      // Her homes, with their windows, photos, requests, nights and guest book; the stays she asked for as a guest.
      const listings = trx.selectFrom("stay_listings").select("id").where("host_id", "=", userId);
      const requests = trx
        .selectFrom("stay_requests")
        .select("id")
        .where((eb) => eb.or([eb("guest_id", "=", userId), eb("listing_id", "in", listings)]));
      await trx.deleteFrom("stay_nights").where("request_id", "in", requests).execute();
      await trx
        .deleteFrom("stay_guest_book")
        .where((eb) =>
          eb.or([eb("author_id", "=", userId), eb("request_id", "in", requests), eb("listing_id", "in", listings)]),
        )
        .execute();
      await trx.deleteFrom("stay_requests").where("id", "in", requests).execute();
      await trx.deleteFrom("stay_windows").where("listing_id", "in", listings).execute();
      await trx.deleteFrom("stay_photos").where("listing_id", "in", listings).execute();
      await trx.deleteFrom("stay_listings").where("host_id", "=", userId).execute();

      // Her applications and the invitations sent to her address.
      const applications = trx
        .selectFrom("applications")
        .select("id")
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", lowerEmail));
      await trx
        .deleteFrom("registration_invitations")
        .where((eb) =>
          eb.or([eb(eb.fn("lower", ["email"]), "=", lowerEmail), eb("application_id", "in", applications)]),
        )
        .execute();
      await trx.deleteFrom("application_properties").where("application_id", "in", applications).execute();
      await trx.deleteFrom("applications").where("id", "in", applications).execute();

      // The mail log: every email to her, and any line that names her.
      await trx
        .deleteFrom("outbox")
        .where((eb) =>
          eb.or([
            eb("recipient_user_id", "=", userId),
            eb(eb.fn("lower", ["recipient_email"]), "=", lowerEmail),
            eb("subject", "like", contains(name)),
            eb("text_body", "like", contains(name)),
            eb("body_fill", "like", contains(name)),
          ]),
        )
        .execute();
      // Rate-limit buckets keyed by her address.
      await trx.deleteFrom("rate_limits").where("bucket", "like", contains(lowerEmail)).execute();
      // Audit entries stay (what was done, by which account) without details that name her.
      await trx
        .updateTable("audit_log")
        .set({ details: null })
        .where((eb) => eb.or([eb("details", "like", contains(name)), eb("details", "like", contains(email))]))
        .execute();

      await trx
        .updateTable("users")
        .set({
          name: FORMER_MEMBER,
          email: `former-member-${userId}@erased.invalid`,
          password_hash: null,
          oidc_subject: null,
          active: 0,
          must_change_password: 0,
          temporary_password_expires_at: null,
          club_announcements: 0,
          comment_notifications: 0,
        })
        .where("user_id", "=", userId)
        .execute();
      await trx
        .updateTable("account_closures")
        .set({ erased_at: now, claim_token: null, claimed_until: null })
        .where("user_id", "=", userId)
        .execute();
    },
  };
}
