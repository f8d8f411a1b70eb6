import type { FastifyPluginAsync } from 'fastify';
import { chinaMobile } from '../../src/lib/validators';
import { ApiError, ErrorCode, ok } from '../envelope';
import type { Services } from '../services';

export const smsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.post<{ Body: { mobile: string } }>(
    '/home/sms/code',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['mobile'],
          properties: { mobile: { type: 'string', maxLength: 20 } },
        },
      },
    },
    async (req) => {
      const mobile = req.body.mobile.trim();
      const invalid = chinaMobile(mobile);
      if (invalid) throw new ApiError(ErrorCode.badParameter, 200, { mobile: invalid });
      return ok(await services.sms.send(mobile, req.ip));
    },
  );
};
