import type { Inquiry } from '../../repositories/inquiry-repository';
import { EMPTY_FIELDS } from '../../test/inquiries';
import { webhookPayload } from './webhook';

const row = {
  id: 41,
  ref: '6f1c2a9e-0000-4000-8000-000000000041',
  created_at: '2026-11-01T08:05:00.000Z',
  variant: 'sample-en',
  language: 2,
  type: 3,
  ...EMPTY_FIELDS,
  name: 'Maria',
  last_name: 'Keller',
  organization: 'Nordlicht Research GmbH',
  job_title: 'Research lead',
  email: 'm.keller@nordlicht.example',
  region: 'Germany',
  mobile: '+49 30 1234567',
  message: 'Two waves, March and May.',
  sample_quantity: 800,
  tags: '{"Demographics":{"Gender":["Female"]}}',
  extend: 'not json',
  school: null,
  requirement: null,
  required_sample_size: null,
  page: '/en/sample',
  ip: '203.0.113.9',
  user_agent: 'Mozilla/5.0',
  sample_spec: '{"loi":15,"countries":["Germany"]}',
} as Inquiry;

describe('the generic webhook payload', () => {
  test('names every stored field by its contract name, in the contract order, with JSON parsed; no address or browser', () => {
    const { inquiry } = webhookPayload(row);
    expect(Object.keys(inquiry)).toEqual([
      'type',
      'name',
      'lastName',
      'organization',
      'jobTitle',
      'email',
      'region',
      'mobile',
      'message',
      'sampleQuantity',
      'tags',
      'extend',
      'school',
      'requirement',
      'requiredSampleSize',
      'page',
      'countries',
      'loi',
    ]);
    expect(inquiry).toEqual({
      type: 3,
      name: 'Maria',
      lastName: 'Keller',
      organization: 'Nordlicht Research GmbH',
      jobTitle: 'Research lead',
      email: 'm.keller@nordlicht.example',
      region: 'Germany',
      mobile: '+49 30 1234567',
      message: 'Two waves, March and May.',
      sampleQuantity: 800,
      tags: { Demographics: { Gender: ['Female'] } },
      // Not JSON after all (an old row): passed on as the text it is.
      extend: 'not json',
      school: null,
      requirement: null,
      requiredSampleSize: null,
      page: '/en/sample',
      countries: ['Germany'],
      loi: 15,
    });
    expect(JSON.stringify(webhookPayload(row))).not.toMatch(/203\.0\.113\.9|Mozilla/);
  });
});
