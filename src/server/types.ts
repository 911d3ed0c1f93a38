import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import type { Outbox } from "./modules/outbox/outbox.ts";
import type { Sessions, SessionMember } from "./plugins/session.ts";
import type { RateLimiter } from "./plugins/rate-limit.ts";
import type { Subscribers } from "./subscribers.ts";
import type { GalleryService } from "./modules/gallery/service.ts";
import type { MediaStorage } from "./modules/gallery/storage-contract.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    sessions: Sessions;
    rateLimiter: RateLimiter;
    /** Queues email; the mail worker delivers it (docs/product/emails.md#the-outbox). */
    mail: Outbox;
    /** What modules do when another module's things are deleted (subscribers.ts). */
    subscribers: Subscribers;
    /** The app's one media store (local disk or S3), and the gallery service over it. */
    mediaStorage: MediaStorage;
    gallery: GalleryService;
  }
  interface FastifyRequest {
    /** Set by the requireMember/requireAdmin guards (run onRequest, so a caller who may not call a route learns nothing about its input rules); routes behind them may rely on it. */
    member: SessionMember | null;
  }
  interface FastifyContextConfig {
    /** Lets a member who must choose a new password still call this route. */
    allowPendingPasswordChange?: boolean;
  }
}
