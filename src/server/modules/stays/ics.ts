import type { Config } from "../../config.ts";
import { placeOf } from "./mapper.ts";
import type { RequestRow } from "./repository.ts";

/** RFC 5545 TEXT: backslash, semicolon, comma and newlines escaped. */
const icsText = (text: string) =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Lines longer than 75 octets folded (RFC 5545 §3.1). */
function fold(line: string) {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    if (Buffer.byteLength(current + char, "utf8") > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const compact = (date: string) => date.replaceAll("-", "");

/** An accepted stay as an all-day calendar entry from arrival to departure, with the address it was confirmed at. */
export function stayIcs(row: RequestRow, config: Pick<Config, "publicUrl" | "clubName">): string {
  const url = `${config.publicUrl.href.replace(/\/+$/, "")}/stays/requests?request=${encodeURIComponent(row.id)}`;
  const stamp = `${new Date(row.updated_at).toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(config.clubName)}//Stays//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:stay-${row.id}@${config.publicUrl.host}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compact(row.from_date)}`,
    `DTEND;VALUE=DATE:${compact(row.to_date)}`,
    `SUMMARY:${icsText(`Stay at ${row.listing_title}`)}`,
    `LOCATION:${icsText(row.listing_address)}`,
    `DESCRIPTION:${icsText(
      `${placeOf({ city: row.listing_city, region: "", country: row.listing_country })}. Host: ${row.host_name} <${row.host_email}>. ${url}`,
    )}`,
    `URL:${url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
