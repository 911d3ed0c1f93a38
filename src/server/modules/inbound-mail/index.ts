import type { Config } from "../../config.ts";
import type { Db } from "../../kernel/database/database.ts";
import type { RouteRateLimit } from "../../kernel/http/route-table.ts";
import type { startInboundListener as StartInboundListener } from "./listener.ts";
import { signedTokens } from "../../kernel/tokens/signed-tokens.ts";
import { commentPostingLimits, type CommentsService } from "../comments/index.ts";
import { messageLimits, type ConversationsService } from "../conversations/index.ts";
import { replyAddresses } from "./reply-address.ts";
import { inboundMailService } from "./service.ts";

/** The purpose reply addresses are signed for: a key of their own, derived from SECRET_KEY. */
export const REPLY_ADDRESS_PURPOSE = "reply-by-email-address";

/**
 * Reply by email (decision 0064, docs/product/notifications.md): notice emails about a message or a comment carry a
 * signed reply address, and a reply to it is posted by the listener serve.ts starts when INBOUND_SMTP_PORT is set. No
 * routes.
 */
export function createInboundMail(deps: {
  db: Db;
  secret: string;
  inbound: NonNullable<Config["inboundMail"]>;
  comments: CommentsService;
  conversations: ConversationsService;
  rateLimiter: { enforce(limit: RouteRateLimit): Promise<void> };
}) {
  const addresses = replyAddresses(signedTokens(deps.secret, REPLY_ADDRESS_PURPOSE), deps.inbound.replyDomain);
  const service = inboundMailService({
    db: deps.db,
    addresses,
    comments: deps.comments,
    conversations: deps.conversations,
    rateLimiter: deps.rateLimiter,
    limits: { comment: commentPostingLimits, message: messageLimits },
  });
  return { service, replyAddress: addresses.forEmail, routes: [] };
}

/**
 * The listener and the mail parser it brings (mailparser, smtp-server, and nodemailer under them) load only on an
 * instance that listens (decision 16: libraries of rare paths come when first needed).
 */
export const startInboundListener = async (...args: Parameters<typeof StartInboundListener>) =>
  (await import("./listener.ts")).startInboundListener(...args);
export type { InboundMailService } from "./service.ts";
