import type { FastifyRequest } from "fastify";
import { uploadFieldsSchema, type UploadFields } from "../../../shared/gallery.ts";
import { IMAGE_TEXTS } from "../../../shared/texts/gallery.ts";
import { HttpError, badRequest } from "../../kernel/http/errors.ts";

const FILE_FIELD = "image";
const tooLarge = () => new HttpError(413, "payload_too_large", IMAGE_TEXTS.tooLarge);

/** Nothing of the uploader's file name is kept: the server names the files and, when none is given, the title. */
export interface UploadForm {
  buffer: Buffer;
  fields: UploadFields;
}

/**
 * Reads the multipart body: the file field `image` and the optional fields title, description, tags (a comma
 * list or repeated fields), event_id and associated_event_id. Unknown fields are ignored; an empty field, or a
 * "null" event id, counts as absent.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw new HttpError(415, "unsupported_media_type", IMAGE_TEXTS.notMultipart);
  const raw: Record<string, string> = {};
  const tags: string[] = [];
  let file: { buffer: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== FILE_FIELD || file) {
          part.file.resume();
          continue;
        }
        file = { buffer: await part.toBuffer() };
        continue;
      }
      if (part.valueTruncated) throw badRequest(IMAGE_TEXTS.fieldTooLong(part.fieldname));
      const value = typeof part.value === "string" ? part.value : String(part.value);
      if (part.fieldname === "tags" || part.fieldname === "tags[]") tags.push(value);
      else if (value.trim() !== "") raw[part.fieldname] = value;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    if (code === "FST_FILES_LIMIT") throw badRequest(IMAGE_TEXTS.oneAtATime);
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") throw badRequest(IMAGE_TEXTS.tooManyFields);
    throw badRequest(IMAGE_TEXTS.uploadUnreadable);
  }
  if (!file || file.buffer.length === 0)
    throw badRequest(IMAGE_TEXTS.missingFile, [{ path: `body.${FILE_FIELD}`, message: IMAGE_TEXTS.missingFile }]);

  for (const key of ["event_id", "associated_event_id"]) {
    if (raw[key] === "null" || raw[key] === "undefined") delete raw[key];
  }
  const parsed = uploadFieldsSchema.safeParse({
    title: raw.title,
    description: raw.description,
    event_id: raw.event_id,
    associated_event_id: raw.associated_event_id,
    ...(tags.length ? { tags } : {}),
  });
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({
      path: ["body", ...issue.path].join("."),
      message: issue.message,
    }));
    throw badRequest(IMAGE_TEXTS.fieldsInvalid, details);
  }
  return { ...file, fields: parsed.data };
}
