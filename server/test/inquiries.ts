import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { NewInquiry } from '../repositories/inquiry-repository';

type Optional = Exclude<keyof NewInquiry, 'variant' | 'language' | 'type'>;

/** Every field a request may leave out, empty: a test's request names only the fields it is about. */
export const EMPTY_FIELDS: { [K in Optional]-?: null } = {
  name: null,
  last_name: null,
  organization: null,
  job_title: null,
  email: null,
  region: null,
  mobile: null,
  message: null,
  sample_quantity: null,
  tags: null,
  extend: null,
  school: null,
  requirement: null,
  required_sample_size: null,
  page: null,
  uuid: null,
  ip: null,
  user_agent: null,
  request_id: null,
  attribution: null,
  sample_spec: null,
  consent_version: null,
  consented_at: null,
};

/**
 * Stores a request in a database an earlier release made, as that release did: only the columns given
 * (plus its reference and time), so a column added since is not named. Today's repository names every
 * column of today's schema.
 */
export async function storeAsEarlierRelease(
  db: Db,
  row: Partial<NewInquiry> & Pick<NewInquiry, 'variant' | 'language' | 'type'>,
): Promise<number> {
  const stored = await db.kysely
    .insertInto('inquiry')
    .values({ ...row, ref: randomUUID(), created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(stored.id);
}

/** A sample buyer's request as the Chinese sample page's form fills it (the contract's fields only). */
export const SAMPLE_REQUEST_ZH = {
  variant: 'sample-zh',
  page: '/sample',
  name: '王小明',
  organization: '问途测试公司',
  email: 'wang@example.com',
  mobile: '13800138000',
  message: '需要 500 份样本',
} as const;

/** The same from the English sample page. */
export const SAMPLE_REQUEST_EN = {
  variant: 'sample-en',
  page: '/en/sample',
  name: 'Anna Berg',
  organization: 'Nordlicht',
  email: 'anna@example.com',
  mobile: '+49 30 1234567',
} as const;
