import { isUtf8 } from 'node:buffer';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import secureJsonParse from 'secure-json-parse';
import { ApiError, ErrorCode } from '../envelope';

/**
 * Only JSON is read: any other content type is 415 (the no-script form route adds its own parser in its
 * own scope). JSON bodies are read as bytes and refused unless they are valid UTF-8: decoding would
 * silently turn invalid bytes into U+FFFD and store them. `__proto__` and `constructor` keys are refused.
 */
const bodyParsingPlugin: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body: Buffer, done) => {
    if (!isUtf8(body)) return done(new ApiError(ErrorCode.badParameter), undefined);
    try {
      done(null, secureJsonParse(body.toString('utf8'), { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(new ApiError(ErrorCode.badParameter), undefined);
    }
  });
};

export const bodyParsing = fp(bodyParsingPlugin, { name: 'body-parsing' });
