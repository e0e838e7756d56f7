import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
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

function validationFields(err: FastifyError): Record<string, FieldMessage[]> {
  const fields: Record<string, FieldMessage[]> = {};
  for (const item of (err.validation ?? []) as ValidationItem[]) {
    const field = fieldPath(item.instancePath, err.validationContext);
    (fields[field] ??= []).push(fieldMessage(item.message ?? '', item.params ?? {}));
  }
  return fields;
}

async function send(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  fields?: Record<string, FieldMessage[]> | null,
  extra: Record<string, string> = {},
) {
  const body: { message: string; errors?: Record<string, string[]> } = { ...extra, message };
  if (fields) body.errors = await translateFields(req, fields);
  return reply.status(status).send(body);
}

/**
 * A coded error as the error handler answers it, status and body in the user's language, for a
 * call that answers several calls' outcomes in one body (an event's broadcast).
 */
export async function appErrorAnswer(
  req: FastifyRequest,
  error: AppError,
): Promise<{ status: number; body: { message: string; errors?: Record<string, string[]> } }> {
  const message = error.messageKey ? await req.t(error.messageKey, error.params) : error.message;
  const body: { message: string; errors?: Record<string, string[]> } = {
    ...error.extra,
    message,
  };
  if (error.fields) body.errors = await translateFields(req, error.fields);
  return { status: error.statusCode, body };
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
 * The one error handler: coded errors become API.md's error bodies in the user's language; the
 * database or Redis out of reach is a 503 (retry later); anything unexpected is logged and
 * answered with a 500 that reveals nothing.
 */
export default fp(
  async (app) => {
    app.setErrorHandler(async (error: FastifyError, req, reply) => {
      if (error instanceof AppError) {
        reply.headers(error.headers);
        const { status, body } = await appErrorAnswer(req, error);
        return reply.status(status).send(body);
      }
      if (error.validation) {
        return send(req, reply, 422, await req.t('errors.validation'), validationFields(error));
      }
      if (isForeignKeyViolation(error)) {
        // A row this write refers to was removed meanwhile (or is still used): a stale write.
        return send(req, reply, 409, await req.t('errors.conflict'));
      }
      if (isUnavailable(error)) {
        req.log.warn({ err: error }, 'database or redis unavailable');
        return send(req, reply, 503, await unavailableText(req));
      }
      if (error.code?.startsWith('FST_CSRF')) {
        return send(req, reply, 419, 'CSRF token mismatch.');
      }
      const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
      if (known) return send(req, reply, known[0], await req.t(known[1]));
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        req.log.info({ err: error }, 'client error');
        return send(req, reply, error.statusCode, error.message);
      }
      req.log.error({ err: error }, 'unhandled error');
      return send(req, reply, 500, await req.t('errors.server').catch(() => 'Server error.'));
    });

    app.setNotFoundHandler(async (req, reply) =>
      send(req, reply, 404, await req.t('errors.route_not_found')),
    );
  },
  { name: 'orbis-errors', dependencies: ['orbis-i18n'] },
);
