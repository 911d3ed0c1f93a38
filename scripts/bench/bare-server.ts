// The baseline: a bare node:http server that answers every request with the same captured status, headers and body.
//   node scripts/bench/bare-server.ts <response.json>   (prints "listening <port>" once ready)
import fs from "node:fs";
import http from "node:http";

interface Captured {
  status: number;
  headers: Record<string, string | string[]>;
  bodyBase64: string;
}

const captured = JSON.parse(fs.readFileSync(process.argv[2]!, "utf8")) as Captured;
const body = Buffer.from(captured.bodyBase64, "base64");
const headers = { ...captured.headers, "content-length": String(body.length) };

const server = http.createServer((request, response) => {
  // Read (and drop) the request body as the app would, then answer.
  request.resume();
  request.on("end", () => {
    response.writeHead(captured.status, headers);
    response.end(body);
  });
});
server.keepAliveTimeout = 72_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : 0}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
// Never outlive the bench.
process.on("disconnect", () => process.exit(0));
setTimeout(() => process.exit(0), 6 * 60 * 60 * 1000).unref();
