// The multipart form of `map_backgrounds/add`: a `name` text field and one `picture` file, in
// either order, read under the uploads' limits. Anything else is the caller's mistake: 422 on the
// field concerned (413 for a file over the limit), never a 500.
import * as api from '@orbis/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, validationError } from '../../errors.js';
import { uploadTooLarge } from '../../modules/uploads/images.js';
import { fieldMessage } from '../../validation.js';

const { name: NAME, picture: PICTURE } = api.MAP_BACKGROUND_FIELDS;

/** The form's name (trimmed, checked as `MapBackgroundName`) and the picture's bytes. */
export async function readBackgroundForm(
  req: FastifyRequest,
): Promise<{ name: string; bytes: Buffer }> {
  const required = (field: string) => validationError({ [field]: { key: 'validation.required' } });
  let name: unknown;
  let bytes: Buffer | null = null;
  try {
    if (!req.isMultipart()) throw required(PICTURE);
    const parts = req.parts({
      limits: { fileSize: api.UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === NAME) name = part.value;
        continue;
      }
      if (part.fieldname !== PICTURE) throw required(PICTURE);
      bytes = await part.toBuffer();
      // As `upload_picture`: the parser's flag, read once the file is complete, tells a cut file.
      if (part.file.truncated) throw uploadTooLarge(api.UPLOAD_MAX_BYTES);
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw uploadTooLarge(api.UPLOAD_MAX_BYTES);
    if (err instanceof AppError) throw err;
    req.log.info({ err }, 'unreadable upload');
    throw required(PICTURE);
  }
  const checked = api.MapBackgroundName.safeParse(name);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw validationError({
      [NAME]: issue
        ? fieldMessage(issue.message, issue as unknown as Record<string, unknown>)
        : { key: 'validation.required' },
    });
  }
  if (!bytes) throw required(PICTURE);
  return { name: checked.data, bytes };
}
