import cors from '@fastify/cors';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';

/** Cross-origin calls from the site's origins (`CORS_ORIGINS`; none unless set), GET and POST only. */
const corsPlugin: FastifyPluginAsync<{ config: ServerConfig }> = async (app, { config }) => {
  await app.register(cors, { origin: config.corsOrigins, methods: ['GET', 'POST'], maxAge: 600 });
};

export const corsPolicy = fp(corsPlugin, { name: 'cors-policy' });
