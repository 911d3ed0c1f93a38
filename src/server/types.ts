import type { RecurringJob } from "./kernel/jobs/recurring.ts";
import type { Config } from "./config.ts";
import type { Database } from "./kernel/database/database.ts";
import type { MediaStorage } from "./kernel/media-storage/storage.ts";
import type { Outbox } from "./modules/outbox/index.ts";
import type { SessionMember } from "./kernel/sessions/signed-in-member.ts";
import type { Sessions } from "./modules/auth/index.ts";
import type { RateLimiter } from "./plugins/rate-limit.ts";
import type { PrivacyService } from "./modules/privacy/index.ts";
import type { RetentionService } from "./modules/retention/index.ts";
import type { ClubSettingsService } from "./modules/club-settings/index.ts";
import type { ClubContextSource } from "./email-templates/context.ts";
import type { InboundMailService } from "./modules/inbound-mail/index.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    sessions: Sessions;
    rateLimiter: RateLimiter;
    /** Queues email; the mail worker delivers it (docs/product/emails.md#the-outbox). */
    mail: Outbox;
    /** The one media store (local disk or S3): the gallery's images and every other module's pictures. */
    mediaStorage: MediaStorage;
    /** Her privacy rights: serve.ts starts its jobs (archives, erasure) over this service. */
    privacy: PrivacyService;
    /** The club's retention: serve.ts starts its daily pass over this service. */
    retention: RetentionService;
    /** The club's settings (one service, one cache): serve.ts's digests read the club's time zone from it. */
    clubSettings: ClubSettingsService;
    /** The club's name, time zone and locale as its admins set them (club settings), for serve.ts's jobs. */
    club: ClubContextSource;
    /** Reply by email: serve.ts starts the inbound SMTP listener over it; undefined unless INBOUND_SMTP_PORT is set. */
    inboundMail: InboundMailService | undefined;
    /** What every instance does in the background (reminders, digests, retention, sweeps): serve.ts starts each group. */
    recurringJobs: RecurringJob<unknown>[][];
  }
  interface FastifyRequest {
    /** Set by the requireMember/requireAdmin guards (run onRequest, so a caller who may not call a route learns nothing about its input rules); routes behind them may rely on it. */
    member: SessionMember | null;
  }
  interface FastifyContextConfig {
    /**
     * Lets a member who must choose a new password still call this route; "welcome": only the first admin on the
     * password printed at start (her welcome asks for her name first), never a member on an admin's temporary password.
     */
    allowPendingPasswordChange?: boolean | "welcome";
    /** Lets a member without a second factor call this route when the club asks everyone for one (setting one up). */
    allowWithoutSecondFactor?: boolean;
  }
}
