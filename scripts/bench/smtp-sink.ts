// A real SMTP server in a process of its own, for the delivery benchmark: the project's test server (smtp-server,
// every message parsed as a test reads it), so the sending process does not also pay for receiving.
// Prints its URL; answers each "count" line on stdin with how many messages it has accepted.
import readline from "node:readline";
import { startSmtpTestServer } from "../../test/server/kits/smtp-test-server.ts";

const server = await startSmtpTestServer();
console.log(server.url);
for await (const line of readline.createInterface({ input: process.stdin })) {
  if (line.trim() === "count") console.log(String(server.received.length));
}
