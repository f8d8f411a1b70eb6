import etag from '@fastify/etag';
import type { FastifyPluginAsync } from 'fastify';
import { plainText } from '../../contract/validators';
import { ApiError, ErrorCode, ok } from '../envelope';
import { ipGroup } from '../lib/ip-group';
import type { Services } from '../services';
import { helpArticleSchema, helpTreeNodeSchema, helpTreeSchema, type HelpArticleData } from '../../contract/content';
import type { Envelope } from '../../contract/envelope';
import { LANGUAGES, type Language } from '../../contract/languages';
import { envelopeOf, idParams, langQuery, operation, type IdParams, type LangQuery } from './schemas';

/** The answer to a client that sent back the current ETag (If-None-Match): no body. */
const notModified = { description: 'Not modified: the ETag sent in If-None-Match is current.', type: 'null' } as const;

export const helpRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.addSchema(helpTreeNodeSchema);
  // An ETag on these answers (a hash of the body), and 304 for a client that sends it back: the build asks
  // for every article on every build and reuses what it had for those that did not change.
  await app.register(etag);
  // The answer's schema documents it; the handler sends a ready string, which Fastify does not serialise again.
  app.get<{ Querystring: LangQuery }>(
    '/home/help',
    {
      schema: {
        ...operation('help', 'getHelpTree', "The help centre's tree of folders and articles"),
        querystring: langQuery,
        response: { 200: envelopeOf(helpTreeSchema), 304: notModified },
      },
    },
    async (req, reply) => {
      // Pre-serialised: the tree is the API's hottest read.
      reply.type('application/json; charset=utf-8');
      return services.content.helpTreeJson(req.query.lang);
    },
  );

  app.post<{ Body: { articleId: number; helpful: boolean; lang: Language; uuid?: string } }>(
    '/home/help/feedback',
    {
      schema: {
        ...operation('help', 'sendHelpFeedback', 'Whether an article helped: one answer per visitor and article'),
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['articleId', 'helpful', 'lang'],
          properties: {
            articleId: { type: 'integer', minimum: 1, maximum: 2147483647 },
            helpful: { type: 'boolean' },
            lang: { type: 'string', enum: [...LANGUAGES] },
            uuid: { type: 'string', maxLength: 64 },
          },
        },
      },
      // An unknown article (or a folder) is A0404.
      config: { rateLimit: { max: 60, timeWindow: 10 * 60_000 }, refuses: [ErrorCode.notFound] },
    },
    async (req) => {
      // Only real articles collect answers: an unknown id or a folder is A0404.
      await services.content.helpArticle(req.body.articleId, req.body.lang);
      const uuid = req.body.uuid?.trim() || null;
      if (uuid && plainText()(uuid)) throw new ApiError(ErrorCode.badParameter, { uuid: plainText()(uuid) });
      // One answer per visitor and article: the visitor id, else the caller's address group.
      const voter = uuid ? `u:${uuid}` : `ip:${ipGroup(req.ip)}`;
      const id = await services.feedback.record({ ...req.body, uuid, ip: req.ip, voter });
      return ok({ id });
    },
  );

  app.get<{ Querystring: LangQuery; Params: IdParams; Reply: Envelope<HelpArticleData> }>(
    '/home/help/info/:id',
    {
      schema: {
        ...operation('help', 'getHelpArticle', 'A help article with its body'),
        querystring: langQuery,
        params: idParams,
        response: { 200: envelopeOf(helpArticleSchema), 304: notModified },
      },
      config: { refuses: [ErrorCode.notFound] },
    },
    async (req) => ok(await services.content.helpArticle(req.params.id, req.query.lang)),
  );
};
