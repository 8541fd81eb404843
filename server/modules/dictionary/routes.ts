// Dictionaries (GET admin/getDic?type=): a value list with its labels, in order. Any signed-in user
// reads them (they are the same for every company); a type the server does not know answers an
// empty list, as a real SRM backend does.
import type { FastifyPluginAsync } from 'fastify';
import { DICTIONARY_TYPE, type DictItem } from '../../../src/contract/dictionary.js';
import type { ModuleOptions } from '../../platform/context.js';
import { requireUser } from '../../platform/auth/guard.js';
import { badRequest, ok } from '../../platform/http/envelope.js';
import { queryText } from '../../platform/http/request.js';

export const dictionaryRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  const byType = ctx.db.prepare('SELECT value, label_zh AS label, label_en AS labelEn FROM dictionary_items WHERE dict_type = ? ORDER BY sort_no');
  app.get('/admin/getDic', async (request) => {
    requireUser(request);
    const type = queryText(request, 'type');
    if (!DICTIONARY_TYPE.test(type)) throw badRequest('request.invalid', { detail: 'type' });
    return ok(byType.all(type) as DictItem[]);
  });
};
