import { fillPlaceholders, numberFormat } from '@orbis/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_ADMIN_LANGUAGE } from '../labels/label-text.js';
import { labelText, listAdminLanguageCodes } from '../modules/admin-languages/repository.js';
import type { Params } from '../errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The back-office language: the user's (or anonymous session's) choice, else ru. */
    adminLanguage(): Promise<string>;
    /** A label in this request's language, with {{placeholders}} filled; the key if unknown. */
    t(key: string, params?: Params): Promise<string>;
  }
}

/** Where a request keeps its language once resolved. */
const kLanguage = Symbol('orbis.adminLanguage');
type WithLanguage = FastifyRequest & { [kLanguage]: Promise<string> | null };

async function resolveLanguage(req: FastifyRequest): Promise<string> {
  const codes = await listAdminLanguageCodes(req.server.db, req.server.cache);
  const user = await req.currentUser();
  const chosen = user ? user.adminLanguage : req.session?.get('adminLanguage');
  if (chosen && codes.includes(chosen)) return chosen;
  return codes.includes(DEFAULT_ADMIN_LANGUAGE)
    ? DEFAULT_ADMIN_LANGUAGE
    : (codes[0] ?? DEFAULT_ADMIN_LANGUAGE);
}

/** `params` with their numbers written as `language` writes them ("1 000 000", "0,5"). */
function written(params: Params, language: string): Params {
  const { number } = numberFormat(language);
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'number' ? number(value) : value,
    ]),
  );
}

/** The labels `keys` in `req`'s language, by key: a file's headers, written in one go. */
export async function labelTexts<K extends string>(
  req: FastifyRequest,
  keys: readonly K[],
): Promise<Record<K, string>> {
  const texts = await Promise.all(keys.map(async (key) => [key, await req.t(key)] as const));
  return Object.fromEntries(texts) as Record<K, string>;
}

/** Per-request language resolution and label translation for server messages. */
export default fp(
  async (app) => {
    app.decorateRequest(kLanguage, null);
    app.decorateRequest('adminLanguage', function (this: FastifyRequest) {
      const req = this as WithLanguage;
      return (req[kLanguage] ??= resolveLanguage(this));
    });
    app.decorateRequest('t', async function (this: FastifyRequest, key: string, params?: Params) {
      const language = await this.adminLanguage();
      const text = await labelText(app.db, app.cache, language, key);
      return fillPlaceholders(text ?? key, params && written(params, language));
    });
  },
  { name: 'orbis-i18n', dependencies: ['orbis-auth'] },
);
