import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type * as Nodemailer from "nodemailer";
import type { Config } from "../../config.ts";
import type { EmailAttachment } from "./repository.ts";
import { loadOnFirstUse } from "../../kernel/lazy/load-on-first-use.ts";

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string> | undefined;
  attachments?: readonly EmailAttachment[] | undefined;
  /** Stable per outbox row, so a receiver can recognise the one resend a crash may cause. */
  messageId: string;
  /** It carries a link only its recipient may hold: no log line names that link. */
  carriesSecret?: boolean | undefined;
}

/** Where the mail drop wrote a message: nobody received it (no mail server is set up). */
export interface WrittenToMailDrop {
  mailDrop: { file: string };
}

/**
 * Hands one message to the mail server, or writes it to the mail drop (answering where); rejects when it was not
 * accepted.
 */
export interface MailTransport {
  send(email: OutgoingEmail): Promise<WrittenToMailDrop | void>;
  close(): void;
}

// Bounded so a send always ends well inside the worker's claim on the row (see worker.ts).
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

/** Connections the SMTP pool keeps open; the worker puts as many messages on the wire at once. */
export const SMTP_POOL_CONNECTIONS = 3;

/** Pooled SMTP when SMTP_URL is set; otherwise each message becomes an .eml file under DATA_DIR/mail. */
export function createMailTransport(config: Pick<Config, "smtpUrl" | "dataDir">): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : mailDropTransport(path.join(config.dataDir, "mail"));
}

// nodemailer holds about 5 MB of the server's heap: it is loaded with the first message, not with the server (decision 16).
const loadNodemailer = loadOnFirstUse(() => import("nodemailer"));

/** A nodemailer transport made when the first message is sent; `close` closes it once made. */
function transporterOnFirstSend(options: Parameters<typeof Nodemailer.createTransport>[0]) {
  let made: Promise<Nodemailer.Transporter> | undefined;
  return {
    get: () => (made ??= loadNodemailer().then(({ createTransport }) => createTransport(options))),
    close: () => void made?.then((transporter) => transporter.close()),
  };
}

function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = transporterOnFirstSend({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_POOL_CONNECTIONS,
    ...SMTP_TIMEOUTS,
  });
  return {
    async send({ attachments, ...email }) {
      await (await transporter.get()).sendMail({ ...email, ...(attachments ? { attachments: [...attachments] } : {}) });
    },
    close: transporter.close,
  };
}

/**
 * Each message as an .eml file; the worker logs one line for it, without its recipient, words or links (a reset,
 * sign-in or registration link is its recipient's alone: the file holds it for her, and the admin hands out a new one).
 */
function mailDropTransport(directory: string): MailTransport {
  const composer = transporterOnFirstSend({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async send(email) {
      const { attachments, carriesSecret: _carriesSecret, ...rest } = email;
      const info = await (
        await composer.get()
      ).sendMail({ ...rest, ...(attachments ? { attachments: [...attachments] } : {}) });
      await fs.mkdir(directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(directory, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
      return { mailDrop: { file } };
    },
    close: composer.close,
  };
}
