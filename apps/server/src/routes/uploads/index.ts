import fs from 'node:fs/promises';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import * as api from '@orbis/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../route-errors.js';
import { AppError, validationError } from '../../errors.js';
import {
  isStoredFileName,
  reencodeImage,
  storeImage,
  uploadsDir,
  uploadTooLarge,
  type ImageKind,
} from '../../modules/uploads/images.js';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Reads the one file of `field` from a multipart request, enforcing the size limit. */
async function readUpload(req: FastifyRequest, field: string): Promise<Buffer> {
  const noFile = () => validationError({ [field]: { key: 'validation.required' } });
  try {
    // Anything but a well-formed multipart body with that one file (JSON, no boundary, a cut-off
    // part) is the caller's mistake: 422 on the field, as API.md says, never a 500.
    if (!req.isMultipart()) throw noFile();
    const part = await req.file({
      limits: { fileSize: api.UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11 },
    });
    if (!part || part.fieldname !== field) throw noFile();
    const bytes = await part.toBuffer();
    // toBuffer notices the limit only while chunks keep coming: when the piece that trips it
    // brings no byte under the limit, reading ends "normally" with a cut file. The parser's flag,
    // read once the file is complete, is the answer either way.
    if (part.file.truncated) throw uploadTooLarge(api.UPLOAD_MAX_BYTES);
    return bytes;
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw uploadTooLarge(api.UPLOAD_MAX_BYTES);
    }
    if (err instanceof AppError) throw err;
    req.log.info({ err }, 'unreadable upload');
    throw noFile();
  }
}

/**
 * `upload_picture` and `upload_flag` (admin only), and the public `GET /uploads/<name>` that
 * serves what they stored. The client's file name and type are ignored: the bytes are decoded,
 * re-encoded and written under a random name.
 */
const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const dir = uploadsDir(app.config.dataDir);
  await fs.mkdir(dir, { recursive: true });

  await app.register(fastifyMultipart);
  await app.register(fastifyStatic, {
    root: dir,
    prefix: `${api.paths.uploads}/`,
    decorateReply: false,
    index: false,
    list: false,
    redirect: false,
    dotfiles: 'deny',
    allowedPath: (pathName) => isStoredFileName(pathName.replace(/^\//, '')),
    maxAge: ONE_YEAR_SECONDS * 1000,
    immutable: true,
    setHeaders(res) {
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });

  const uploadRoutes: [string, ImageKind][] = [
    [api.paths.uploadPicture, api.UPLOAD_FIELDS.picture],
    [api.paths.uploadFlag, api.UPLOAD_FIELDS.flag],
  ];
  for (const [url, kind] of uploadRoutes) {
    app.post(
      url,
      {
        onRequest: app.authorize('admin'),
        schema: { response: { 201: api.UploadResponse, ...errors(401, 403, 413, 415, 419, 422) } },
      },
      async (req, reply) => {
        const image = await reencodeImage(await readUpload(req, kind), kind, kind);
        return reply.status(201).send({ url: await storeImage(dir, image) });
      },
    );
  }
};

export default uploadsRoutes;
