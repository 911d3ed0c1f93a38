import type { SignedTokens } from "../../kernel/tokens/signed-tokens.ts";
import type { EmailRequest } from "../outbox/index.ts";

/** How long a notice email's reply address is good for. */
export const REPLY_ADDRESS_DAYS = 30;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** What a reply is written into: a conversation (a message) or an event or photo (a comment). */
export interface ReplyTarget {
  kind: "conversation" | "comment";
  id: string;
}

export type ReadReplyAddress =
  | { ok: true; userId: number; target: ReplyTarget }
  | { ok: false; reason: "foreign" | "unsigned" | "forged" | "expired" };

const KIND_BYTE = { conversation: 1, comment: 2 } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ADDRESS = /^reply\+([a-z2-7]+)@([^@\s]+)$/i;

/** kind, member, then the thing's id: a uuid in its 16 bytes, any other id as its UTF-8 text. */
function encode(userId: number, target: ReplyTarget): Buffer {
  const head = Buffer.alloc(6);
  head.writeUInt8(KIND_BYTE[target.kind], 0);
  head.writeUInt32BE(userId, 1);
  const isUuid = UUID.test(target.id);
  head.writeUInt8(isUuid ? 1 : 0, 5);
  const id = isUuid ? Buffer.from(target.id.replaceAll("-", ""), "hex") : Buffer.from(target.id, "utf8");
  return Buffer.concat([head, id]);
}

function decode(fields: Buffer): { userId: number; target: ReplyTarget } | undefined {
  if (fields.length < 7) return undefined;
  const kind = fields[0] === 1 ? "conversation" : fields[0] === 2 ? "comment" : undefined;
  if (!kind) return undefined;
  const id = fields.subarray(6);
  if (fields[5] !== 1) return { userId: fields.readUInt32BE(1), target: { kind, id: id.toString("utf8") } };
  if (id.length !== 16) return undefined;
  const hex = id.toString("hex");
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { userId: fields.readUInt32BE(1), target: { kind, id: uuid } };
}

/** The thing a notice email is about, when it is one she may answer by replying (a message, a comment). */
function replyTargetOf(request: EmailRequest): ReplyTarget | undefined {
  switch (request.kind) {
    case "message-notice":
    case "messages-gathered":
      return { kind: "conversation", id: request.data.conversationId };
    case "comment-mention":
    case "comment-on-yours":
    case "comments-gathered":
      return { kind: "comment", id: request.data.target.id };
    default:
      return undefined;
  }
}

/** reply+<token>@<domain>: the token signed for this purpose names the member and the thing (decision 0064). */
export function replyAddresses(tokens: SignedTokens, domain: string, now: () => number = Date.now) {
  const ourDomain = domain.toLowerCase();
  return {
    /** The Reply-To of a notice email to a member about a message or a comment; undefined for every other email. */
    forEmail(request: EmailRequest): string | undefined {
      const target = replyTargetOf(request);
      if (!target || typeof request.userId !== "number") return undefined;
      return `reply+${tokens.sign(encode(request.userId, target), now() + REPLY_ADDRESS_DAYS * DAY_MS)}@${ourDomain}`;
    },

    /** Whom and what a reply address names, if it is one of ours, signed and in force. */
    read(address: string): ReadReplyAddress {
      const match = ADDRESS.exec(address.trim());
      if (!match || match[2]!.toLowerCase() !== ourDomain) return { ok: false, reason: "foreign" };
      const opened = tokens.open(match[1]!, now());
      if (!opened.ok) return { ok: false, reason: opened.reason === "malformed" ? "unsigned" : opened.reason };
      const facts = decode(opened.fields);
      return facts ? { ok: true, ...facts } : { ok: false, reason: "unsigned" };
    },
  };
}

export type ReplyAddresses = ReturnType<typeof replyAddresses>;
