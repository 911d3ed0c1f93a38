import type { LightMyRequestResponse } from "fastify";
import { deepJsonText } from "./hostile-values.ts";
import type { CatalogRoute } from "../kits/route-catalog.ts";

/** What a hostile request may get back, and the fixed malformed bodies every route with a body is sent. */

interface ZodLike {
  _zod?: { def: { type: string; options?: ZodLike[] } };
}

const isText = (schema: ZodLike | undefined): boolean =>
  schema?._zod?.def.type === "string" || (schema?._zod?.def.options ?? []).some(isText);

/** Whether the route declares a plain-text (or HTML) answer for this status, as reset-password and the unsubscribe page do. */
function declaresText(route: CatalogRoute, status: number): boolean {
  const response = (route.schema?.response ?? {}) as Record<number, ZodLike | undefined>;
  return isText(response[status]);
}

/** Why the answer breaks the contract (docs/product/http.md#errors), or undefined when it is fine. */
export function answerProblem(route: CatalogRoute, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `${status}: ${response.body.slice(0, 300)}`;
  if (status < 400) return undefined;
  if (/\bat .+:\d+:\d+/.test(response.body)) return `${status} carries a stack trace`;
  if (!/^application\/json/.test(String(response.headers["content-type"]))) {
    return declaresText(route, status) ? undefined : `${status} is not JSON: ${response.headers["content-type"]}`;
  }
  const body = response.json() as Record<string, unknown>;
  for (const field of ["error", "message", "code"]) {
    if (typeof body[field] !== "string") return `${status} lacks "${field}": ${response.body.slice(0, 200)}`;
  }
  return undefined;
}

export interface RawBody {
  label: string;
  contentType: string;
  payload: string | Buffer;
}

/** Bodies no JSON schema gets to see: broken or hostile JSON text and the wrong content types. */
export const RAW_BODIES: RawBody[] = [
  { label: "malformed JSON", contentType: "application/json", payload: '{"email": "a@b.c", ' },
  { label: "an empty JSON body", contentType: "application/json", payload: "" },
  { label: "JSON null", contentType: "application/json", payload: "null" },
  { label: "a 1000-level deep array", contentType: "application/json", payload: deepJsonText(1000) },
  { label: "a 100,000-level deep array", contentType: "application/json", payload: deepJsonText(100_000) },
  {
    label: "a prototype-pollution key",
    contentType: "application/json",
    payload: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}}',
  },
  {
    label: "a 2 MB body",
    contentType: "application/json",
    payload: JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) }),
  },
  {
    label: "invalid UTF-8",
    contentType: "application/json",
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  },
  { label: "text/plain", contentType: "text/plain", payload: "hello" },
  {
    label: "XML",
    contentType: "application/xml",
    payload: "<?xml version='1.0'?><!DOCTYPE a [<!ENTITY x SYSTEM 'file:///etc/passwd'>]><a>&x;</a>",
  },
  { label: "a form", contentType: "application/x-www-form-urlencoded", payload: "admin=true&type=Founding" },
  {
    label: "multipart garbage",
    contentType: "multipart/form-data; boundary=xyz",
    payload: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--xy',
  },
  { label: "JSON in another charset", contentType: "application/json; charset=utf-16", payload: '{"a":1}' },
];
