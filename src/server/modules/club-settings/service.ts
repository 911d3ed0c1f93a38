import type { Database, Db } from "../../kernel/database/database.ts";
import { changeVersionsRepository } from "../../kernel/caches/change-versions-repository.ts";
import { createVersionedCache } from "../../kernel/caches/versioned-cache.ts";
import type {
  ClubSettings,
  ClubSettingsUpdate,
  SetupChecklist,
  TestEmailAnswer,
} from "../../../shared/club-settings.ts";
import { CLUB_SETTINGS_ANSWER_TEXTS } from "../../../shared/texts/club-settings.ts";
import type { Outbox } from "../outbox/index.ts";
import type { CurrentUser } from "../../../shared/members.ts";
import { can } from "../../access/index.ts";
import { forbidden } from "../../kernel/http/errors.ts";
import { recordAudit } from "../audit/index.ts";
import { clubSettingsRepository } from "./repository.ts";
import { changedFields, toClubSettings, type ClubDefaults } from "./mapper.ts";

const DEFAULT_ADMIN_NAME = "Admin";

/**
 * The club's settings (decision 39): stored rows over the environment's defaults, kept in this process while the
 * database's `club_settings` version stays the same, so a change saved on any instance is read by all.
 */
export function clubSettingsService(
  database: Database,
  defaults: ClubDefaults,
  mail: { outbox: Pick<Outbox, "enqueue">; configured: boolean },
  /** Whether the club has set a fee on any of its tiers (the checklist's tiers step; the membership module knows). */
  tiersPriced: () => Promise<boolean> = async () => false,
) {
  const cache = createVersionedCache<ClubSettings>("club-settings", 1);

  /**
   * The settings in force. `db` is the caller's transaction when she has one open (the outbox, rendering an email inside
   * it): on SQLite a read through another connection would wait for that very transaction.
   */
  async function read(db: Db = database.db): Promise<ClubSettings> {
    const version = await changeVersionsRepository(db).read("club_settings");
    cache.align(version);
    const cached = cache.get("");
    if (cached) return cached;
    const settings = toClubSettings(await clubSettingsRepository(db).stored(), defaults);
    cache.store(version, "", settings);
    return settings;
  }

  /** Saves the fields given (the route's admin guard decides who asks), audited with the fields that changed. */
  async function change(admin: CurrentUser, update: ClubSettingsUpdate, now = Date.now()): Promise<ClubSettings> {
    if (!can.admin.administer(admin)) throw forbidden();
    const before = await read();
    const changed = changedFields(before, update);
    await database.db.transaction().execute(async (trx) => {
      await clubSettingsRepository(trx).save(
        Object.fromEntries(Object.entries(update).map(([field, value]) => [field, String(value)])),
        admin.user_id,
        now,
      );
      await recordAudit(trx, {
        actorUserId: admin.user_id,
        action: "club-settings.change",
        target: "club-settings",
        details: { fields: changed },
      });
    });
    return read();
  }

  /** Each first-run step done or not, from facts (the route's admin guard decides who asks). */
  async function checklist(admin: CurrentUser): Promise<SetupChecklist> {
    if (!can.admin.administer(admin)) throw forbidden();
    const repository = clubSettingsRepository(database.db);
    const [settings, anyCode, me, priced] = await Promise.all([
      read(),
      repository.invitationCodeExists(),
      repository.memberName(admin.user_id),
      tiersPriced(),
    ]);
    return {
      steps: [
        { key: "club-name", done: settings.saved.name || settings.name !== defaults.clubName },
        { key: "contact-email", done: settings.contact_email !== null },
        { key: "regional", done: settings.saved.regional },
        { key: "mail", done: mail.configured },
        { key: "invitation-code", done: anyCode },
        { key: "tiers", done: priced },
        { key: "own-name", done: (me?.name ?? DEFAULT_ADMIN_NAME).trim() !== DEFAULT_ADMIN_NAME },
      ],
    };
  }

  /** Sends the admin a test email through the outbox (to the mail drop while no mail server is set up). */
  async function sendTestEmail(admin: CurrentUser, now = Date.now()): Promise<TestEmailAnswer> {
    if (!can.admin.administer(admin)) throw forbidden();
    const me = await clubSettingsRepository(database.db).memberName(admin.user_id);
    if (!me) throw forbidden();
    await database.db.transaction().execute(async (trx) => {
      await mail.outbox.enqueue({ to: me.email, kind: "test-email", data: { name: me.name, askedAt: now } }, trx);
      await recordAudit(trx, {
        actorUserId: admin.user_id,
        action: "club-settings.test-email",
        target: "club-settings",
      });
    });
    return mail.configured
      ? { sent: true, message: CLUB_SETTINGS_ANSWER_TEXTS.testEmailSent(me.email) }
      : { sent: false, message: CLUB_SETTINGS_ANSWER_TEXTS.testEmailNoServer(me.email) };
  }

  return { read, change, checklist, sendTestEmail };
}

export type ClubSettingsService = ReturnType<typeof clubSettingsService>;
