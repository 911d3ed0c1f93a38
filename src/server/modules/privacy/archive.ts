import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { MediaStorage } from "../../kernel/media-storage/storage.ts";

/** One part of her archive: a JSON file and its section of the index. */
export interface ArchiveSection {
  file: string;
  title: string;
  rows: readonly Record<string, unknown>[];
}

/** An original upload to copy into the archive, read from the media store as a stream. */
export interface ArchiveUpload {
  key: string;
  name: string;
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const cell = (value: unknown) =>
  escape(
    value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value),
  );

/** The archive's readable index: every section as a table, every value escaped. */
export function archiveIndex(
  clubName: string,
  memberName: string,
  sections: readonly ArchiveSection[],
  uploads: readonly ArchiveUpload[],
) {
  const parts = sections.map(({ file, title, rows }) => {
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    const table =
      rows.length === 0
        ? "<p>Nothing held.</p>"
        : `<table><thead><tr>${columns.map((c) => `<th>${escape(c)}</th>`).join("")}</tr></thead><tbody>${rows
            .map((row) => `<tr>${columns.map((c) => `<td>${cell(row[c])}</td>`).join("")}</tr>`)
            .join("")}</tbody></table>`;
    return `<section><h2>${escape(title)} <small>(${rows.length}, <a href="${escape(file)}">${escape(file)}</a>)</small></h2>${table}</section>`;
  });
  const files = uploads.map((u) => `<li><a href="${escape(u.name)}">${escape(u.name)}</a></li>`).join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(`Your data at ${clubName}`)}</title>
<style>body{font:15px/1.5 Georgia,serif;margin:2rem auto;max-width:70rem;padding:0 1rem;color:#1d1a16}table{border-collapse:collapse;width:100%;font:13px/1.4 system-ui,sans-serif}th,td{border:1px solid #d8d0c4;padding:4px 6px;text-align:left;vertical-align:top;overflow-wrap:anywhere}h1{font-weight:400}small{font-weight:400;color:#6b6257}</style></head>
<body><h1>${escape(`Everything ${clubName} holds about ${memberName}`)}</h1>
${parts.join("\n")}
<section><h2>Your original uploads <small>(${uploads.length})</small></h2>${uploads.length ? `<ul>${files}</ul>` : "<p>Nothing held.</p>"}</section>
</body></html>`;
}

/**
 * Writes her archive to the media store as a zip, streamed: each JSON file and the index compressed as they are added,
 * each upload copied from the store chunk by chunk (never whole in memory), waiting whenever the store is slower.
 */
export async function writeArchive(
  storage: MediaStorage,
  key: string,
  content: { index: string; sections: readonly ArchiveSection[]; uploads: readonly ArchiveUpload[] },
): Promise<void> {
  const out = new PassThrough();
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error;
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const stored = storage.put(key, out as Readable, "application/zip");
  const drained = async () => {
    if (out.writableNeedDrain) await once(out, "drain");
  };
  const addText = async (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(new TextEncoder().encode(text), true);
    await drained();
  };
  try {
    await addText("index.html", content.index);
    for (const section of content.sections) await addText(section.file, JSON.stringify(section.rows, null, 2));
    for (const upload of content.uploads) {
      const object = await storage.open(upload.key);
      if (!object) continue;
      const file = new ZipPassThrough(upload.name);
      zip.add(file);
      for await (const chunk of object.stream) {
        file.push(chunk as Uint8Array);
        await drained();
      }
      file.push(new Uint8Array(0), true);
    }
    zip.end();
  } catch (error) {
    out.destroy(error as Error);
    await stored.catch(() => {});
    throw error;
  }
  await stored;
  if (failure) throw failure;
}
