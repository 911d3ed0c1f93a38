import type { FastifyReply, FastifyRequest } from "fastify";

/** What a service writes to an open Server-Sent Events stream; it knows nothing of Fastify. */
export interface EventChannel {
  /** One event: its name, its JSON data, and its id (what `Last-Event-ID` names on reconnecting) when it has one. */
  send(event: string, data: unknown, id?: number): void;
  /** A comment line (a heartbeat): proxies and browsers see traffic, the page sees nothing. */
  comment(text: string): void;
  /** Ends the stream from the server's side. */
  close(): void;
  /** Called once when the stream ends, from either side. */
  onClose(listener: () => void): void;
  readonly closed: boolean;
}

/**
 * Turns a request into a Server-Sent Events stream (text/event-stream): the headers the app set so far (security
 * headers, request id) are written with it, nginx is told not to buffer it (X-Accel-Buffering: no), nothing caches
 * or compresses it. Fastify's reply is left alone from here (hijacked).
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, retryMs = 3000): EventChannel {
  reply.hijack();
  const raw = reply.raw;
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
  raw.writeHead(200, {
    ...headers,
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  raw.write(`retry: ${retryMs}\n\n`);
  const listeners: Array<() => void> = [];
  let closed = false;
  const ended = () => {
    if (closed) return;
    closed = true;
    for (const listener of listeners.splice(0)) listener();
  };
  request.raw.socket.setTimeout(0);
  raw.on("close", ended);
  const write = (text: string) => {
    if (!closed) raw.write(text);
  };
  return {
    send(event, data, id) {
      write(`${id !== undefined ? `id: ${id}\n` : ""}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    comment(text) {
      write(`: ${text.replace(/\n/g, " ")}\n\n`);
    },
    close() {
      // Ended, then its connection closed (not kept alive for another request): the client hears that it ended.
      if (!closed) raw.end(() => raw.destroy());
      ended();
    },
    onClose(listener) {
      if (closed) listener();
      else listeners.push(listener);
    },
    get closed() {
      return closed;
    },
  };
}
