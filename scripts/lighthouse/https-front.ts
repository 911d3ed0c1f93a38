// The TLS front Lighthouse measures through: what the operator's reverse proxy does in production (docs/security.md,
// V12: TLS is the proxy's), HTTPS with HTTP/2 to the browser and plain HTTP/1.1 to the server behind it. Its
// certificate is made for this run by Debian's openssl and trusted by this run's Chromium only (by its key's hash).
import { execFileSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import os from "node:os";
import path from "node:path";

export interface HttpsFront {
  base: string;
  /** The base64 SHA-256 of the certificate's public key, for Chromium's --ignore-certificate-errors-spki-list. */
  spkiHash: string;
  close(): Promise<void>;
}

/** Headers that belong to one hop (RFC 9110 §7.6.1) and that HTTP/2 forbids. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "te",
  "host",
]);

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "salon-front-"));
  try {
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        key,
        "-out",
        cert,
      ],
      { stdio: "ignore" },
    );
    return { key: fs.readFileSync(key, "utf8"), cert: fs.readFileSync(cert, "utf8") };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const forwardable = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name, value]) => !name.startsWith(":") && !HOP_BY_HOP.has(name) && value !== undefined,
    ),
  );

/** Listens on `port` of 127.0.0.1 and forwards every request to `backend` (an http:// base). */
export async function startHttpsFront(backend: string, port: number): Promise<HttpsFront> {
  const { key, cert } = selfSignedCertificate();
  const target = new URL(backend);
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        agent,
        headers: {
          ...forwardable(request.headers),
          host: target.host,
          "x-forwarded-proto": "https",
          "x-forwarded-for": request.socket.remoteAddress ?? "",
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const publicKey = new X509Certificate(cert).publicKey.export({ type: "spki", format: "der" });
  return {
    base: `https://127.0.0.1:${port}`,
    spkiHash: createHash("sha256").update(publicKey).digest("base64"),
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
