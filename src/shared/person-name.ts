import { z } from "zod";
import { LIMITS } from "./member-limits.ts";

/**
 * Characters that change how a name reads without being seen, so that two members could look identical
 * (docs/product/limits.md#display-names): controls (C0, DEL, C1), bidi embeddings and overrides (U+202A–U+202E), isolates
 * (U+2066–U+2069) and marks (U+200E, U+200F, U+061C), zero-width characters (U+200B–U+200D, U+2060–U+2064,
 * U+FEFF), and the other blank ones: soft hyphen, combining grapheme joiner, Mongolian vowel separator, Hangul
 * fillers and tag characters. (Without U+200D an emoji sequence such as 👩🏽‍💼 falls apart into its emoji.)
 */
const INVISIBLE =
  /\u034F|[\p{Cc}\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u3164\uFEFF\uFFA0\u{E0000}-\u{E007F}]/gu;
/** Controls that separate words: a space, not nothing. */
const SPACING_CONTROLS = /[\t\n\v\f\r]/g;

/** A person's name as it is stored and shown: invisible characters gone, each run of spaces one space, trimmed, NFC. */
export function cleanPersonName(name: string): string {
  return name.replace(SPACING_CONTROLS, " ").replace(INVISIBLE, "").replace(/\s+/gu, " ").trim().normalize("NFC");
}

/** Where a raw name is cut before cleaning: room for a full name and plenty of junk, without unbounded work. */
const RAW_MAX = LIMITS.nameMax * 10;

/**
 * A person's name in any request that takes one (registration, application, settings): cleaned, then 1 to
 * LIMITS.nameMax characters; a name that is nothing once cleaned is refused with `requiredMessage`.
 */
export const personNameSchema = (requiredMessage: string) =>
  z
    .string()
    .max(RAW_MAX, `A name holds at most ${LIMITS.nameMax} characters.`)
    .transform(cleanPersonName)
    .pipe(z.string().min(1, requiredMessage).max(LIMITS.nameMax, `A name holds at most ${LIMITS.nameMax} characters.`));
