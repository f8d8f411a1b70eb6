import type { FastifyPluginAsync } from 'fastify';
import { chinaMobile, plainText } from '../../contract/validators';
import { SUCCESS } from '../../contract/envelope';
import { ApiError, ErrorCode, ok } from '../envelope';
import type { Services } from '../services';
import { envelopeOf, operation } from './schemas';

const REFUSED = [ErrorCode.tooFrequent, ErrorCode.tooFrequentHour, ErrorCode.tooFrequentDay, ErrorCode.phoneWrong] as const;

export const smsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.post<{ Body: { mobile: string } }>(
    '/home/sms/code',
    {
      schema: {
        ...operation(
          'sms',
          'sendPhoneCode',
          'Text a verification code to a mainland mobile number (200 with A2001 or A2003 when the gateway will not or cannot)',
        ),
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['mobile'],
          properties: { mobile: { type: 'string', maxLength: 30 } },
        },
        response: {
          200: envelopeOf({ type: 'object', properties: { expiresIn: { type: 'integer' }, resendIn: { type: 'integer' } } }),
        },
      },
    },
    async (req) => {
      const invalid = plainText()(req.body.mobile) ?? chinaMobile(req.body.mobile);
      if (invalid) throw new ApiError(ErrorCode.badParameter, { mobile: invalid });
      const counted = services.metrics.smsCodes;
      try {
        const sent = await services.sms.send(req.body.mobile, req.ip);
        counted.inc({ outcome: 'sent', reason: SUCCESS });
        return ok(sent);
      } catch (error) {
        const code = error instanceof ApiError ? error.code : 'unknown';
        // Refused: a limit (ours or the gateway's) or a number the gateway will not text; failed: no code sent.
        const refused = (REFUSED as readonly string[]).includes(code);
        counted.inc({ outcome: refused ? 'refused' : 'failed', reason: code });
        throw error;
      }
    },
  );
};
