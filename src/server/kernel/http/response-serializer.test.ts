import http from "node:http";
import type { AddressInfo } from "node:net";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { PiecedJson } from "./json-pieces.ts";
import { sendJson } from "./response-serializer.ts";

/** Raw HTTP over a real socket, so that what goes on the wire (framing, length) is what is checked. */
function get(port: number, method: string, path: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("an answer sent as pieces", () => {
  const items = Array.from({ length: 400 }, (_, id) => ({ id, title: `Évènement n° ${id}`, note: "x".repeat(900) }));
  const pieces = [
    Buffer.from("["),
    ...items.flatMap((item, i) => [...(i ? [Buffer.from(",")] : []), Buffer.from(JSON.stringify(item))]),
    Buffer.from("]"),
  ];
  const byteLength = pieces.reduce((sum, piece) => sum + piece.length, 0);
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = Fastify();
    await app.register(cookie);
    app.get("/few", async (_request, reply) =>
      sendJson(
        reply,
        new PiecedJson([Buffer.from("[{"), Buffer.from('"id":1}'), Buffer.from("]")], 10),
        z.array(z.object({ id: z.number() })),
      ),
    );
    app.get("/pieces", async (_request, reply) => {
      reply.setCookie("seen", "yes", { path: "/" });
      return sendJson(reply, new PiecedJson(pieces, byteLength), z.array(z.object({ id: z.number() })));
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it("goes out whole with its length, not chunked, through the reply's whole lifecycle (its cookies too)", async () => {
    const { headers, body } = await get(port, "GET", "/pieces");
    expect(headers["content-length"]).toBe(String(byteLength));
    expect(headers["transfer-encoding"]).toBeUndefined();
    expect(headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(headers["set-cookie"]).toEqual(["seen=yes; Path=/; SameSite=Lax"]);
    expect(body.length).toBe(byteLength);
    expect(JSON.parse(body.toString("utf8"))).toEqual(items);
  });

  it("sends a small answer's pieces joined, with its length", async () => {
    const { headers, body } = await get(port, "GET", "/few");
    expect(headers["content-length"]).toBe("10");
    expect(body.toString("utf8")).toBe('[{"id":1}]');
  });

  it("answers HEAD with the same length and no body", async () => {
    const { headers, body } = await get(port, "HEAD", "/pieces");
    expect(headers["content-length"]).toBe(String(byteLength));
    expect(body.length).toBe(0);
  });

  it("joins the pieces once, for what needs them whole", () => {
    const json = new PiecedJson(pieces, byteLength);
    expect(json.joined()).toBe(json.joined());
    expect(JSON.parse(json.joined().toString("utf8"))).toEqual(items);
  });
});
