import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../contract/api';
import { envelopeOf } from '../../contract/envelope-schema';

/**
 * Every route answers the envelope: a route registered after this that names no response schema of its
 * own gets the envelope's, so serialisation is compiled and nothing outside code/message/data is sent.
 * The static files are not envelopes.
 */
const envelopeSchemaPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', (route) => {
    if (route.url?.startsWith(`${API_PREFIX}/assets/`)) return;
    const schema = (route.schema ??= {}) as { response?: Record<string, unknown> };
    schema.response ??= { 200: envelopeOf({}) };
  });
};

export const envelopeSchema = fp(envelopeSchemaPlugin, { name: 'envelope-schema' });
