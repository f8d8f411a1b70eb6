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
};
