// The journeys' mail server: a real SMTP server (the `smtp-server` package) that the e2e app sends every email to
// (SMTP_URL), keeping each message it accepts as an .eml file in INBOX_DIR, where waitForEmail reads it.
// Started by playwright.config.ts before the app; stopped with it. An address listed in INBOX_DIR/closed-mailboxes.txt
// (closeMailbox in support.ts) is refused at RCPT TO with 550, as a real server refuses a mailbox that no longer exists.
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const inbox = process.env.INBOX_DIR;
const port = Number(process.env.SMTP_PORT);
if (!inbox || !port) throw new Error("INBOX_DIR and SMTP_PORT are required");
fs.mkdirSync(inbox, { recursive: true });

const closedMailboxes = path.join(inbox, "closed-mailboxes.txt");
const isClosed = (address: string) =>
  fs.existsSync(closedMailboxes) &&
  fs.readFileSync(closedMailboxes, "utf8").split("\n").includes(address.toLowerCase());

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (isClosed(address.address)) return callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
    callback();
  },
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received += 1;
      const file = path.join(inbox, `${Date.now()}-${received}.eml`);
      // Written whole under a temporary name, then renamed: a reader never sees half a message.
      fs.writeFileSync(`${file}.part`, Buffer.concat(chunks));
      fs.renameSync(`${file}.part`, file);
      callback();
    });
  },
});
server.listen(port, "127.0.0.1");
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => server.close(() => process.exit(0)));
