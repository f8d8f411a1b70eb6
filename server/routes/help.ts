import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../envelope';
import type { Services } from '../services';
import { idParams, langQuery, type IdParams, type LangQuery } from './schemas';

export const helpRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get<{ Querystring: LangQuery }>('/home/help', { schema: { querystring: langQuery } }, async (req, reply) => {
    // Pre-serialised: the tree is the API's hottest read.
    reply.type('application/json; charset=utf-8');
    return services.content.helpTreeJson(req.query.lang);
  });

  app.get<{ Querystring: LangQuery; Params: IdParams }>(
    '/home/help/info/:id',
    { schema: { querystring: langQuery, params: idParams } },
    async (req) => ok(await services.content.helpArticle(req.params.id, req.query.lang)),
  );
};
