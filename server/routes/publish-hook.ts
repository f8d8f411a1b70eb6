import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiError, ErrorCode, ok } from '../envelope';
import type { Services } from '../services';
import type { FromSchema } from 'json-schema-to-ts';
import { healthSchema } from '../../contract/content';
import { object } from '../../contract/content/json-schema';
import type { Envelope } from '../../contract/envelope';
import { envelopeOf, operation } from './schemas';

export const PUBLISH_HOOK_PATH = '/hooks/publish';

/** The hook's answer: whether it started a publish or asked the running one for one more run, and the status. */
const publishHookSchema = object({ accepted: { enum: ['started', 'queued'] }, publish: healthSchema.properties.publish });
type PublishHookData = FromSchema<typeof publishHookSchema>;

/** The secret a caller sends: `Authorization: Bearer <secret>` or `X-Publish-Secret: <secret>`. */
function presented(req: FastifyRequest): string | null {
  const auth = req.headers.authorization;
  if (typeof auth === 'string' && /^Bearer\s+/i.test(auth)) return auth.replace(/^Bearer\s+/i, '');
  const header = req.headers['x-publish-secret'];
  return typeof header === 'string' ? header : null;
}

/** Compares in constant time (both sides hashed first, so neither the length nor a prefix leaks). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The build hook a CMS, a Git host or a content backend calls after a change: `POST /designer/v1/hooks/publish`
 * with the secret of PUBLISH_HOOK_SECRET. Starts a publish (`npm run publish` in a process of its own), or,
 * while one runs, asks it for one more run: any number of calls during a build make one more. Answers 200
 * (00000) with what it did and the last publish's status. Without PUBLISH_HOOK_SECRET the hook is off (403 A0403);
 * a missing or wrong secret is 401 A0401; neither starts anything.
 */
export const publishHookRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.post<{ Reply: Envelope<PublishHookData> }>(
    PUBLISH_HOOK_PATH,
    {
      schema: {
        ...operation('hooks', 'triggerPublish', 'Start a publish of the site, or ask the running one for one more run'),
        response: { 200: envelopeOf(publishHookSchema) },
        // The secret: `Authorization: Bearer …` or `X-Publish-Secret`.
        security: [{ bearer: [] }, { publishSecret: [] }],
      },
      // A missing or wrong secret is A0401; the hook reads no database (the builds folder says the status).
      config: { refuses: [ErrorCode.unauthorized], database: false },
    },
    async (req) => {
      const secret = services.config.publish.hookSecret;
      if (!secret) throw new ApiError(ErrorCode.forbidden, null, undefined, 'The publish hook is off: PUBLISH_HOOK_SECRET is not set');
      const given = presented(req);
      if (given === null || !sameSecret(given, secret)) {
        req.log.warn({ given: given === null ? 'none' : 'wrong' }, 'publish hook refused: secret');
        throw new ApiError(ErrorCode.unauthorized);
      }
      const accepted = services.publisher.trigger();
      req.log.info({ accepted }, 'publish hook: publish %s', accepted);
      return ok({ accepted, publish: services.publisher.status() });
    },
  );
};
