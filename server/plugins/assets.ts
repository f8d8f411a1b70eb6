import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { ServerConfig } from '../config';
import { regularFileInside } from '../lib/inside-folder';

/**
 * The images and downloadable files content names, under `/assets/`. Only regular files inside their
 * folder are served: a symbolic link that leaves it is not followed. Encapsulated: it only adds routes.
 */
export const assets: FastifyPluginAsync<{ config: ServerConfig }> = async (app, { config }) => {
  await app.register(fastifyStatic, {
    root: path.join(config.contentDir, 'images'),
    allowedPath: regularFileInside(path.join(config.contentDir, 'images')),
    prefix: '/assets/images/',
    decorateReply: false,
    maxAge: '1d',
  });
  // Downloadable files named by content (`downloads` of university-zone items): always saved, never shown.
  await app.register(fastifyStatic, {
    root: path.join(config.contentDir, 'files'),
    allowedPath: regularFileInside(path.join(config.contentDir, 'files')),
    prefix: '/assets/files/',
    decorateReply: false,
    maxAge: '1d',
    setHeaders: (res) => res.setHeader('content-disposition', 'attachment'),
  });
};
