import type { FastifyBaseLogger, FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  CONTACT_FIELDS,
  CONTACT_FORMS,
  CONTACT_LANGUAGE,
  ENVELOPE_FIELDS,
  HONEYPOT_FIELD,
  STORED_FIELDS,
  VARIANTS,
  validateContact,
  variantOf,
  type ContactBody,
  type StoredColumn,
  type StoredField,
} from '../../contract/contact';
import { isBlank } from '../../contract/validators';
import { ApiError, ErrorCode, ok } from '../envelope';
import { keptAttribution } from '../../contract/attribution';
import { keptSampleSpec } from '../../contract/sample-spec';
import { consentRecord } from '../../contract/consent';
import type { Services } from '../services';
import type { InquiryTable } from '../db/schema';
import { envelopeOf, operation } from './schemas';

type FieldSpec = { kind: string; maxLength?: number; maxItems?: number };

/** The wire shape of one field of the contract. Values are judged by the contract's rules after. */
function wire(spec: FieldSpec): object {
  if (spec.kind === 'count') return { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: spec.maxLength }] };
  if (spec.kind === 'language' || spec.kind === 'type') return { type: 'integer' };
  if (spec.kind === 'variant') return { type: 'string', enum: [...VARIANTS] };
  if (spec.kind === 'list') return { type: 'array', maxItems: spec.maxItems, items: { type: 'string', maxLength: spec.maxLength } };
  if (spec.kind === 'flag') return { anyOf: [{ type: 'boolean' }, { type: 'string', maxLength: spec.maxLength }] };
  return { type: 'string', maxLength: spec.maxLength };
}

/** Every field any form may send; which of them a given form may send is the contract's business. */
const contactBody = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(
    Object.entries({ ...ENVELOPE_FIELDS, ...CONTACT_FIELDS } as Record<string, FieldSpec>).map(([name, spec]) => [name, wire(spec)]),
  ),
} as const;

const trimmed = (v: unknown) => {
  const s = typeof v === 'string' ? v.trim() : v == null ? '' : String(v);
  return s ? s : null;
};
const integer = (v: unknown) => (v === undefined || v === '' ? null : Number(v));

/**
 * A filled honeypot or a form sent faster than a person fills it: answered like a success so a robot
 * learns nothing, stored nowhere, counted in the log.
 */
export function isAutomated(body: ContactBody, services: Services, log: FastifyBaseLogger): boolean {
  const fillMs = body.fillMs === undefined || body.fillMs === '' ? undefined : Number(body.fillMs);
  if (isBlank(body[HONEYPOT_FIELD]) && (fillMs === undefined || fillMs >= services.config.formMinFillMs)) return false;
  log.info(
    { automated: !isBlank(body[HONEYPOT_FIELD]) ? 'honeypot' : 'fill-time', fillMs, variant: body.variant },
    'automated contact request dropped',
  );
  return true;
}

/** The request's attribution as stored: the contract's fields, each as kept; null when none came. */
function storedAttribution(body: ContactBody): string | null {
  const kept = keptAttribution(body);
  return Object.keys(kept).length > 0 ? JSON.stringify(kept) : null;
}

/** The request's sample spec as stored (contract/sample-spec.ts): JSON of what was given; null when nothing. */
function storedSampleSpec(body: ContactBody): string | null {
  const kept = keptSampleSpec(body);
  return Object.keys(kept).length > 0 ? JSON.stringify(kept) : null;
}

/**
 * The form's fields in their columns (`column` of CONTACT_FIELDS): counts as whole numbers, the rest
 * trimmed; a field the request lacks is null. Every column must be one the table has.
 */
type StoredRow = {
  [F in StoredField as (typeof CONTACT_FIELDS)[F]['column']]: (typeof CONTACT_FIELDS)[F]['kind'] extends 'count'
    ? number | null
    : string | null;
};
function storedColumns(body: ContactBody): StoredRow {
  const row = {} as Record<StoredColumn, string | number | null>;
  for (const field of STORED_FIELDS) {
    const { column, kind } = CONTACT_FIELDS[field];
    row[column] = kind === 'count' ? integer(body[field]) : trimmed(body[field]);
  }
  return row as StoredRow;
}
/** A column CONTACT_FIELDS names that the `inquiry` table lacks: none (else this is a compile error naming it). */
const noUnknownColumn: [Exclude<StoredColumn, keyof InquiryTable>] extends [never] ? true : Exclude<StoredColumn, keyof InquiryTable> =
  true;
void noUnknownColumn;

/** Stores a contact request the contract accepted; answers its id. */
export async function storeContact(services: Services, body: ContactBody, req: FastifyRequest): Promise<number> {
  const variant = variantOf(body);
  // University requests use up their phone code atomically before they are stored: a code serves one
  // request, and a crash in between costs the visitor a new code, never a second use.
  if (variant === 'university') await services.sms.consume(String(body.mobile), String(body.phoneCode));
  const id = await services.inquiries.insert({
    variant,
    language: CONTACT_LANGUAGE,
    type: CONTACT_FORMS[variant].type,
    ...storedColumns(body),
    page: trimmed(body.page),
    uuid: trimmed(body.uuid),
    ip: req.ip,
    user_agent: req.headers['user-agent']?.slice(0, 300).replace(/\p{Cc}/gu, '') ?? null,
    request_id: req.id,
    attribution: storedAttribution(body),
    sample_spec: storedSampleSpec(body),
    // The notice's version and the time, when the box was ticked (contract/consent.ts).
    ...consentRecord(body, new Date()),
  });
  services.metrics.inquiriesStored.inc({ variant });
  // The log line an operator follows a request by: its reqId is the stored row's request_id.
  req.log.info({ inquiryId: id, variant }, 'contact request stored');
  return id;
}

export const contactRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.post<{ Body: ContactBody }>(
    '/home/contact/ask',
    {
      schema: {
        ...operation(
          'contact',
          'sendContactRequest',
          'Store a contact or quote request and notify the sales team (a university request uses up its phone code: A2004 when wrong)',
        ),
        body: contactBody,
        response: { 200: envelopeOf({ type: 'object', properties: { id: { type: 'integer' } } }) },
      },
      config: {
        rateLimit: { max: services.config.rateLimit.contactPer10Minutes, timeWindow: 10 * 60_000 },
      },
    },
    async (req) => {
      const body = req.body;
      if (isAutomated(body, services, req.log)) return ok({ id: 0 });
      const errors = validateContact(body, await services.content.knownRegions());
      if (Object.keys(errors).length > 0) throw new ApiError(ErrorCode.badParameter, errors);
      const id = await storeContact(services, body, req);
      return ok({ id });
    },
  );
};
