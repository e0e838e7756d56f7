import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isForeignKeyViolation } from '../db/errors.js';
import { AppError, type FieldMessage } from '../errors.js';
import { ADMIN_LABELS } from '../labels.js';
import { DEFAULT_ADMIN_LANGUAGE } from '../labels/label-text.js';
import { isUnavailable } from '../unavailable.js';
import { fieldMessage, fieldPath } from '../validation.js';

interface ValidationItem {
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Fastify's own error codes that are the client's fault, with the status and label to answer. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'errors.malformed_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'errors.malformed_json'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'errors.too_large'],
  FST_REQ_FILE_TOO_LARGE: [413, 'errors.too_large'],
  FST_FILES_LIMIT: [413, 'errors.too_large'],
  FST_PARTS_LIMIT: [413, 'errors.too_large'],
  FST_FIELDS_LIMIT: [413, 'errors.too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'errors.unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'errors.malformed_json'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'errors.unsupported_media_type'],
};

/** Field messages in the user's language; each distinct message is looked up once. */
async function translateFields(
  req: FastifyRequest,
  fields: Record<string, FieldMessage[]>,
): Promise<Record<string, string[]>> {
  const texts = new Map<string, Promise<string>>();
  const translate = (m: Extract<FieldMessage, { key: unknown }>) => {
    const id = JSON.stringify([m.key, m.params]);
    let text = texts.get(id);
    if (!text) texts.set(id, (text = req.t(m.key, m.params)));
    return text;
  };
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(fields)) {
    out[field] = await Promise.all(
      messages.map((m) => ('text' in m ? Promise.resolve(m.text) : translate(m))),
    );
  }
  return out;
}

function validationFields(err: Partial<FastifyError>): Record<string, FieldMessage[]> {
  const fields: Record<string, FieldMessage[]> = {};
  for (const item of (err.validation ?? []) as ValidationItem[]) {
    const field = fieldPath(item.instancePath, err.validationContext);
    (fields[field] ??= []).push(fieldMessage(item.message ?? '', item.params ?? {}));
  }
  return fields;
}

/** An error body as API.md gives it: `message`, and `errors` on the fields when there are some. */
type ErrorBody = { message: string; errors?: Record<string, string[]> };

/** A status and body, with the headers an answer needs (a 429's `Retry-After`). */
export interface ErrorAnswer {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
}

async function answer(
  req: FastifyRequest,
  status: number,
  message: string,
  fields?: Record<string, FieldMessage[]> | null,
  extra: Record<string, string> = {},
): Promise<ErrorAnswer> {
  const body: ErrorBody = { ...extra, message };
  if (fields) body.errors = await translateFields(req, fields);
  return { status, body };
}

/** How long a 503 waits for its text in the user's language, which may need the missing service. */
const UNAVAILABLE_TEXT_WAIT_MS = 1000;

/**
 * The 503 text in the user's language when the labels can still be read (kept in memory, or the
 * other service is up), else in the default language.
 */
async function unavailableText(req: FastifyRequest): Promise<string> {
  const fallback = ADMIN_LABELS['errors.unavailable'][DEFAULT_ADMIN_LANGUAGE];
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(fallback), UNAVAILABLE_TEXT_WAIT_MS);
  });
  const text = req.t('errors.unavailable').catch(() => fallback);
  return Promise.race([text, late]).finally(() => clearTimeout(timer));
}

/**
 * What any error thrown while serving `req` answers: coded errors become API.md's error bodies in
 * the user's language; the database or Redis out of reach is a 503 (retry later); anything
 * unexpected is logged (with `context`) and answered with a 500 that reveals nothing. The error
 * handler answers with it, and so does a call that answers several calls' outcomes in one body
 * (an event's broadcast), each of its own.
 */
export async function errorAnswer(
  req: FastifyRequest,
  thrown: unknown,
  context: Record<string, unknown> = {},
): Promise<ErrorAnswer> {
  if (thrown instanceof AppError) {
    const message = thrown.messageKey
      ? await req.t(thrown.messageKey, thrown.params)
      : thrown.message;
    return {
      ...(await answer(req, thrown.statusCode, message, thrown.fields, thrown.extra)),
      headers: thrown.headers,
    };
  }
  const error = (thrown ?? {}) as Partial<FastifyError>;
  if (error.validation) {
    return answer(req, 422, await req.t('errors.validation'), validationFields(error));
  }
  if (isForeignKeyViolation(error)) {
    // A row this write refers to was removed meanwhile (or is still used): a stale write.
    return answer(req, 409, await req.t('errors.conflict'));
  }
  if (isUnavailable(error)) {
    req.log.warn({ err: thrown, ...context }, 'database or redis unavailable');
    return answer(req, 503, await unavailableText(req));
  }
  if (error.code?.startsWith('FST_CSRF')) {
    return answer(req, 419, 'CSRF token mismatch.');
  }
  const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
  if (known) return answer(req, known[0], await req.t(known[1]));
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    req.log.info({ err: thrown, ...context }, 'client error');
    return answer(req, error.statusCode, error.message ?? '');
  }
  req.log.error({ err: thrown, ...context }, 'unhandled error');
  return answer(req, 500, await req.t('errors.server').catch(() => 'Server error.'));
}

/** The one error handler, and the answer to a path no route serves. */
export default fp(
  async (app) => {
    app.setErrorHandler(async (error: FastifyError, req, reply) => {
      const { status, body, headers } = await errorAnswer(req, error);
      if (headers) reply.headers(headers);
      return reply.status(status).send(body);
    });

    app.setNotFoundHandler(async (req, reply) => {
      const { status, body } = await answer(req, 404, await req.t('errors.route_not_found'));
      return reply.status(status).send(body);
    });
  },
  { name: 'orbis-errors', dependencies: ['orbis-i18n'] },
);
