import type { FastifyPluginAsync } from 'fastify';
import { isMainlandChina } from '../lib/china-ip';
import { ok } from '../envelope';
import type { Services } from '../services';
import { isChinaSchema, type IsChinaData } from '../../contract/content';
import type { Envelope } from '../../contract/envelope';
import { envelopeOf, operation } from './schemas';

export const ipRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // The site passes its own route query along (SPEC 7), so any query is accepted and ignored here:
  // the edition's lang=en / lang=ch override is decided in the browser before this call is made.
  app.get<{ Reply: Envelope<IsChinaData> }>(
    '/home/ip/china',
    {
      schema: {
        ...operation('edition', 'isMainlandChina', "Whether the caller's address is in mainland China"),
        response: { 200: envelopeOf(isChinaSchema) },
      },
      config: { database: false },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(isMainlandChina(req.ip, services.config.localIpInChina));
    },
  );
};
