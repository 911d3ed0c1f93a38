import type { X509Certificate } from "node:crypto";
import { createHash } from "node:crypto";
import http from "node:http";
import http2 from "node:http2";
import tls from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../bench/processes.ts";
import { startHttpsFront, type HttpsFront } from "./https-front.ts";

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let backend: http.Server;
let front: HttpsFront;
const seen: Seen[] = [];

beforeAll(async () => {
  backend = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      response.setHeader("set-cookie", ["a=1; Path=/", "b=2; Path=/"]);
      response.setHeader("link", "</auth-status>; rel=preload; as=fetch; crossorigin=use-credentials");
      response.setHeader("connection", "keep-alive");
      response.writeHead(201, { "content-type": "text/plain" });
      response.end(`answered ${request.method} ${request.url}`);
    });
  });
  await new Promise<void>((resolve) => backend.listen(0, "127.0.0.1", resolve));
  const address = backend.address() as { port: number };
  front = await startHttpsFront(`http://127.0.0.1:${address.port}`, await freePort());
});

afterAll(async () => {
  await front.close();
  await new Promise((resolve) => backend.close(resolve));
});

/** One HTTP/2 request over TLS that accepts the front's own certificate, as the measuring Chromium does. */
function h2Request(path: string, method = "GET", body?: string) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string; alpn: string | false }>(
    (resolve, reject) => {
      const session = http2.connect(front.base, { rejectUnauthorized: false });
      session.on("error", reject);
      const stream = session.request({
        ":method": method,
        ":path": path,
        cookie: "salon_session=abc",
        ...(body ? { "content-type": "application/json" } : {}),
      });
      let text = "";
      let headers: http2.IncomingHttpHeaders = {};
      stream.on("response", (received) => (headers = received));
      stream.on("data", (chunk: Buffer) => (text += chunk.toString()));
      stream.on("end", () => {
        const alpn = session.alpnProtocol ?? false;
        session.close();
        resolve({ status: Number(headers[":status"]), headers, body: text, alpn });
      });
      stream.end(body);
    },
  );
}

describe("the HTTPS front Lighthouse measures through", () => {
  it("speaks HTTP/2 over TLS and passes the request and the answer through unchanged", async () => {
    const answer = await h2Request("/calendar?x=1", "POST", '{"a":1}');

    expect(answer.alpn).toBe("h2");
    expect(answer.status).toBe(201);
    expect(answer.body).toBe("answered POST /calendar?x=1");
    expect(answer.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(answer.headers.link).toBe("</auth-status>; rel=preload; as=fetch; crossorigin=use-credentials");
    expect(answer.headers.connection).toBeUndefined();
    const request = seen.at(-1)!;
    expect(request).toMatchObject({ method: "POST", url: "/calendar?x=1", body: '{"a":1}' });
    expect(request.headers).toMatchObject({
      cookie: "salon_session=abc",
      "x-forwarded-proto": "https",
      "x-forwarded-for": "127.0.0.1",
    });
  });

  it("names the key of the certificate it presents, for Chromium to trust that one only", async () => {
    const presented = await new Promise<X509Certificate>((resolve, reject) => {
      const socket = tls.connect(
        { host: "127.0.0.1", port: Number(new URL(front.base).port), rejectUnauthorized: false },
        () => {
          resolve(socket.getPeerX509Certificate()!);
          socket.end();
        },
      );
      socket.on("error", reject);
    });
    const spki = presented.publicKey.export({ type: "spki", format: "der" });

    expect(front.spkiHash).toBe(createHash("sha256").update(spki).digest("base64"));
  });
});
