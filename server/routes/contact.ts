import type { FastifyPluginAsync } from 'fastify';
import { ApiError, ErrorCode, ok } from '../envelope';
import type { Services } from '../services';
import { VARIANTS, validateContact, variantOf, type ContactBody } from '../validation/contact-rules';

const str = (maxLength: number) => ({ type: 'string', maxLength });
const count = { anyOf: [{ type: 'integer', minimum: 0, maximum: 1e9 }, { type: 'string', maxLength: 12 }] };

/** The shape of a contact request; the rules of each form are applied after, by validateContact. */
const contactBody = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    language: { type: 'integer', enum: [2] },
    type: { type: 'integer', enum: [1, 3] },
    variant: { type: 'string', enum: [...VARIANTS] },
    name: str(200),
    lastName: str(200),
    organization: str(200),
    jobTitle: str(200),
    email: str(320),
    region: str(200),
    mobile: str(40),
    message: str(5000),
    sampleQuantity: count,
    tags: str(8000),
    extend: str(8000),
    school: str(200),
    requirement: str(1000),
    phoneCode: str(12),
    requiredSampleSize: count,
    page: str(500),
    uuid: str(100),
  },
} as const;

const trimmed = (v: string | undefined) => {
  const s = v?.trim();
  return s ? s : null;
};
const integer = (v: number | string | undefined) => (v === undefined || v === '' ? null : Number(v));

export const contactRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.post<{ Body: ContactBody }>(
    '/home/contact/ask',
    {
      schema: { body: contactBody },
      config: {
        rateLimit: { max: services.config.rateLimit.contactPer10Minutes, timeWindow: 10 * 60_000 },
      },
    },
    async (req) => {
      const body = req.body;
      const errors = validateContact(body, await services.content.knownRegions());
      if (Object.keys(errors).length > 0) {
        // 200 with A0400: the site's forms read the field keys and show them beside their fields.
        throw new ApiError(ErrorCode.badParameter, 200, errors);
      }
      const variant = variantOf(body);
      const codeId = variant === 'university' ? await services.sms.verify(body.mobile!.trim(), body.phoneCode!.trim()) : null;
      const id = await services.inquiries.insert({
        variant,
        language: body.language ?? 2,
        type: body.type,
        name: trimmed(body.name),
        last_name: trimmed(body.lastName),
        organization: trimmed(body.organization),
        job_title: trimmed(body.jobTitle),
        email: trimmed(body.email),
        region: trimmed(body.region),
        mobile: trimmed(body.mobile),
        message: trimmed(body.message),
        sample_quantity: integer(body.sampleQuantity),
        tags: trimmed(body.tags),
        extend: trimmed(body.extend),
        school: trimmed(body.school),
        requirement: trimmed(body.requirement),
        required_sample_size: integer(body.requiredSampleSize),
        page: trimmed(body.page),
        uuid: trimmed(body.uuid),
        ip: req.ip,
        user_agent: req.headers['user-agent']?.slice(0, 300) ?? null,
      });
      // After the request is stored: a crash in between costs the visitor a new code, never the request.
      if (codeId !== null) await services.sms.consume(codeId);
      return ok({ id });
    },
  );
};
