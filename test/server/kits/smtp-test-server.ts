import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

/** A message as a test sees it after a real SMTP server received it. */
export interface ReceivedEmail {
  envelopeTo: string[];
  headers: Map<string, string>;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the text part. */
  links: string[];
  raw: string;
}

export interface SmtpTestServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedEmail[];
  /** Resolves once `count` messages have arrived in all. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedEmail[]>;
  /** Closes the listener (the "mail server is down"); start() opens it again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface SmtpTestServerOptions {
  /** Runs before a message is accepted; a test can hold the send in flight or throw to refuse it. */
  beforeAccept?: (raw: string) => Promise<void>;
  /** Recipients refused at RCPT TO with 550. */
  refuseRecipients?: RegExp;
}

/** A real SMTP server on 127.0.0.1 and a random port, with a small MIME reader for what nodemailer writes. */
export async function startSmtpTestServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const received: ReceivedEmail[] = [];
  let port = 0;
  let server: SMTPServer;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      closeTimeout: 200,
      onRcptTo(address, _session, callback) {
        if (options.refuseRecipients?.test(address.address)) {
          const error = Object.assign(new Error("No such mailbox"), { responseCode: 550 });
          return callback(error);
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          (options.beforeAccept?.(raw) ?? Promise.resolve()).then(
            () => {
              received.push(
                parseEmail(
                  raw,
                  session.envelope.rcptTo.map((r) => r.address),
                ),
              );
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });

  const start = async () => {
    server = create();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  };
  await start();

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    start,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async waitForMessages(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} emails, received ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
  };
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf("\r\n\r\n");
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return Buffer.from(
        body
          .replace(/=\r\n/g, "")
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8");
    default:
      return body;
  }
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeBody(text.replace(/_/g, " "), "quoted-printable"),
    );
}

function collectParts(raw: string, parts: Map<string, string>) {
  const { headers, body } = splitHeaders(raw);
  const contentType = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith("multipart/") && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith("--")) break;
      collectParts(part.replace(/^\r\n/, ""), parts);
    }
    return;
  }
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (!parts.has(type))
    parts.set(type, decodeBody(body, headers.get("content-transfer-encoding")).replace(/\r\n$/, ""));
}

export function parseEmail(raw: string, envelopeTo: string[] = []): ReceivedEmail {
  const { headers } = splitHeaders(raw);
  const parts = new Map<string, string>();
  collectParts(raw, parts);
  const text = parts.get("text/plain") ?? "";
  return {
    envelopeTo,
    headers,
    from: decodeHeader(headers.get("from") ?? ""),
    to: decodeHeader(headers.get("to") ?? ""),
    subject: decodeHeader(headers.get("subject") ?? ""),
    text,
    html: parts.get("text/html") ?? "",
    links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
    raw,
  };
}
