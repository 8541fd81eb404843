// Dictionaries. GET admin/getDic?type=: a value list with its labels, in order. Any signed-in user
// reads them (they are the same for every company); a type the server does not know answers an
// empty list, as a real SRM backend does.
// GET dictionary/{language}.json: the whole business dictionary of seed 001 in one language (module
// names, field labels, value lists, status labels, messages, constants), for sub-apps. Public (no
// company data in it), the same bytes for everyone: cached a day, with an ETag.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { DICTIONARY_TYPE, type DictItem } from '../../../src/contract/dictionary.js';
import { CATALOGUE_LANGUAGES, businessCatalogue, isCatalogueLanguage, type CatalogueLanguage } from '../../../src/contract/businessDictionary/index.js';
import type { ModuleOptions } from '../../platform/context.js';
import { requireUser } from '../../platform/auth/guard.js';
import { badRequest, ok } from '../../platform/http/envelope.js';
import { queryText } from '../../platform/http/request.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { route } from '../../platform/http/route.js';
import { tablesOf } from '../../platform/db/database.js';
import type { DictionaryTables } from './tables.js';

/** The catalogue of each language as sent: its JSON text and that text's ETag, built once. */
function catalogueBodies(): Record<CatalogueLanguage, { json: string; etag: string }> {
  return Object.fromEntries(
    CATALOGUE_LANGUAGES.map((language) => {
      const json = JSON.stringify(businessCatalogue(language));
      return [
        language,
        {
          json,
          etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
        },
      ];
    }),
  ) as Record<CatalogueLanguage, { json: string; etag: string }>;
}

export const dictionaryRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  const byType = (type: string): Promise<DictItem[]> =>
    tablesOf<DictionaryTables>(ctx.db).selectFrom('dictionary_items').select(['value', 'label_zh as label', 'label_en as labelEn']).where('dict_type', '=', type).orderBy('sort_no').execute();
  route(app, endpoints.getDictionary, async (request) => {
    requireUser(request);
    const type = queryText(request, 'type');
    if (!DICTIONARY_TYPE.test(type)) throw badRequest('request.invalid', { detail: 'type' });
    return ok(await byType(type));
  });

  const catalogues = catalogueBodies();
  // Public (labels and constants of seed 001, no company data), with a per-address budget like every public call.
  route(app, endpoints.dictionaryFile, { rateLimit: ctx.rateLimit('dictionary') }, async (request, reply) => {
    const language = /^([a-z_]{2,10})\.json$/.exec(request.params.file)?.[1];
    if (!isCatalogueLanguage(language))
      throw badRequest('request.invalid', {
        detail: `language (${CATALOGUE_LANGUAGES.join(', ')})`,
      });
    const { json, etag } = catalogues[language];
    reply.header('Cache-Control', 'public, max-age=86400').header('ETag', etag).header('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  });
};
