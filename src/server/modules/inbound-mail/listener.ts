import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerDataStream } from "smtp-server";
import { REPLY_ANSWERS } from "./answers.ts";
import type { InboundMailService, ReplyOutcome } from "./service.ts";

/** The largest reply read (headers, quoted text and attachments included); a larger one is refused (552). */
export const REPLY_MAX_BYTES = 256 * 1024;
/** How long a connection may stay silent. */
const SOCKET_TIMEOUT_MS = 60_000;

interface Log {
  info(object: unknown, message: string): void;
  error(object: unknown, message: string): void;
}

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/** One line for each reply, accepted or refused: why, about what kind of thing, for which member; never the words. */
function logOutcome(log: Log, outcome: ReplyOutcome) {
  const duplicate = outcome.accepted && outcome.duplicate === true;
  const fields = {
    outcome: duplicate ? "duplicate" : outcome.accepted ? "accepted" : "refused",
    ...(outcome.accepted ? {} : { reason: outcome.reason }),
    ...(outcome.target ? { target: outcome.target.kind } : {}),
    ...(outcome.userId !== undefined ? { userId: outcome.userId } : {}),
  };
  const message = duplicate
    ? "reply by email already posted"
    : outcome.accepted
      ? "reply by email posted"
      : "reply by email refused";
  log.info({ inboundReply: fields }, message);
}

/** Reads the message up to the limit; past it the rest is drained and nothing is kept. */
function readBounded(stream: SMTPServerDataStream): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= REPLY_MAX_BYTES) chunks.push(chunk);
    });
    stream.on("error", reject);
    stream.on("end", () => resolve(stream.sizeExceeded || size > REPLY_MAX_BYTES ? undefined : Buffer.concat(chunks)));
  });
}

/**
 * The inbound SMTP listener (INBOUND_SMTP_PORT, decision 0064): one recipient per message, a reply address of the
 * club's checked at RCPT TO, the message bounded, parsed and handed to the service; each refusal a 5xx answer (a
 * rate limit or a fault of ours: 4xx, tried again later); the same reply delivered again (its Message-ID) is accepted
 * and not posted twice. No AUTH: the signed address is the credential. Every
 * instance may listen; what a reply writes goes through the database.
 */
export async function startInboundListener(
  service: InboundMailService,
  { host, port }: { host: string; port: number },
  log: Log,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = new SMTPServer({
    banner: "Replies to the club's notices",
    disabledCommands: ["AUTH", "STARTTLS"],
    authOptional: true,
    size: REPLY_MAX_BYTES,
    hideSize: true,
    maxClients: 50,
    socketTimeout: SOCKET_TIMEOUT_MS,
    logger: false,
    onRcptTo(address, session, callback) {
      if (session.envelope.rcptTo.length > 0) {
        logOutcome(log, { accepted: false, reason: "several-recipients", code: 550, answer: REPLY_ANSWERS.oneAddress });
        return callback(smtpError(550, REPLY_ANSWERS.oneAddress));
      }
      const refused = service.checkRecipient(address.address);
      if (refused && !refused.accepted) {
        logOutcome(log, refused);
        return callback(smtpError(refused.code, refused.answer));
      }
      callback();
    },
    onData(stream, session, callback) {
      const recipient = session.envelope.rcptTo[0]?.address ?? "";
      readBounded(stream)
        .then(async (raw) => {
          if (!raw) {
            const outcome: ReplyOutcome = {
              accepted: false,
              reason: "too-large",
              code: 552,
              answer: REPLY_ANSWERS.tooLarge,
            };
            logOutcome(log, outcome);
            return callback(smtpError(552, REPLY_ANSWERS.tooLarge));
          }
          const parsed = await simpleParser(raw, { skipImageLinks: true });
          const autoSubmitted = parsed.headers.get("auto-submitted");
          const outcome = await service.receive({
            recipient,
            from: parsed.from?.value[0]?.address,
            text: parsed.text ?? "",
            autoSubmitted: typeof autoSubmitted === "string" ? autoSubmitted : "no",
            messageId: parsed.messageId,
          });
          logOutcome(log, outcome);
          if (outcome.accepted) return callback(null, REPLY_ANSWERS.accepted);
          callback(smtpError(outcome.code, outcome.answer));
        })
        .catch((error: unknown) => {
          log.error({ err: error }, "reply by email failed");
          callback(smtpError(451, REPLY_ANSWERS.unavailable));
        });
    },
  });
  server.on("error", (error) => log.error({ err: error }, "inbound SMTP listener error"));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
