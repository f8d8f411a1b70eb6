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
  for (const [folder, extra] of [
    ['images', {}],
    // Downloadable files named by content (`downloads` of university-zone items): always saved, never shown.
    [
      'files',
      { setHeaders: (res: { setHeader(name: string, value: string): unknown }) => res.setHeader('content-disposition', 'attachment') },
    ],
  ] as const) {
    const root = path.join(config.contentDir, folder);
    await app.register(fastifyStatic, {
      root,
      allowedPath: regularFileInside(root),
      prefix: `/assets/${folder}/`,
      decorateReply: false,
      maxAge: '1d',
      ...extra,
    });
  }
};
