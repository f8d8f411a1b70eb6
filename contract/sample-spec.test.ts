import fs from 'node:fs';
import path from 'node:path';
import { validateContact, type ContactBody } from './contact';
import { keptSampleSpec, SAMPLE_SPEC_FIELD_NAMES, SAMPLE_SPEC_RULES, SpecMessageKey } from './sample-spec';
import { MessageKey } from './validators';

const regions = new Set(['Germany', '德国', 'United States', '美国', 'Japan']);
const messages = (lang: 'zh' | 'en') =>
  (JSON.parse(fs.readFileSync(path.join(__dirname, `../locales/${lang}/contact.json`), 'utf8')) as { validation: Record<string, string> })
    .validation;
const say = (lang: 'zh' | 'en', key: string) => messages(lang)[key.replace(/^validation\./, '')];

const quote: Record<string, ContactBody> = {
  'quote-modal': { type: 3, variant: 'quote-modal', email: 'buyer@example.com', sampleQuantity: 800 },
  'sample-zh': { type: 3, variant: 'sample-zh', name: '王芳', organization: '星河咨询', email: 'wf@example.cn', mobile: '13812345678' },
  'sample-en': { type: 3, variant: 'sample-en', name: 'Tom Lee', organization: 'Acme Inc', email: 't@acme.com', mobile: '+1 415 555 0101' },
};
const spec = {
  countries: ['Germany', '美国'],
  loi: 15,
  incidence: '35',
  fieldDays: '10',
  quotas: 'Gender: 50% female, 50% male\nAge 18-34: 40%',
};

describe.each(Object.keys(quote))('the sample spec on the %s form', (variant) => {
  const body = quote[variant]!;

  test('every field given and valid passes; every field left out passes (all optional)', () => {
    expect(validateContact({ ...body, ...spec }, regions)).toEqual({});
    expect(validateContact(body, regions)).toEqual({});
  });

  test.each([
    // field, value, message key
    // No positive whole number at all: the general rule of every count speaks first.
    ['loi', 0, MessageKey.positiveInteger],
    ['loi', '1.5', MessageKey.positiveInteger],
    ['loi', 61, SpecMessageKey.loi],
    ['incidence', '101', SpecMessageKey.incidence],
    ['incidence', 150, SpecMessageKey.incidence],
    ['fieldDays', 91, SpecMessageKey.fieldDays],
    ['quotas', 'x\n'.repeat(8) + 'x', SpecMessageKey.quotas],
    ['quotas', 'x'.repeat(401), SpecMessageKey.quotas],
    ['countries', ['Atlantis'], MessageKey.region],
    ['countries', Array.from({ length: 31 }, () => 'Japan'), SpecMessageKey.countries],
  ] as const)('%s = %j is refused', (field, value, key) => {
    expect(validateContact({ ...body, ...spec, [field]: value } as ContactBody, regions)).toEqual({ [field]: key });
  });

  test('the form’s own rule names the bound, whatever the number', () => {
    expect(SAMPLE_SPEC_RULES.incidence('0')).toBe(SpecMessageKey.incidence);
    expect(SAMPLE_SPEC_RULES.loi('1.5')).toBe(SpecMessageKey.loi);
    expect(SAMPLE_SPEC_RULES.fieldDays(' 7 ')).toBeUndefined();
  });

  test('the bounds themselves pass: LOI 1 and 60, IR 1 and 100, field days 1 and 90', () => {
    for (const [loi, incidence, fieldDays] of [
      [1, 1, 1],
      [60, 100, 90],
    ])
      expect(validateContact({ ...body, loi, incidence, fieldDays }, regions)).toEqual({});
  });
});

describe('the spec rules', () => {
  test('the sample buyer’s fields belong to the quote forms only', () => {
    const contact: ContactBody = { type: 1, name: 'Anna', lastName: 'Schmidt', jobTitle: 'Lead', email: 'a@example.de', region: 'Germany' };
    expect(validateContact({ ...contact, loi: 10 }, regions)).toEqual({ loi: 'validation.unknownField' });
  });

  test('one name sent alone counts as a list of one; empty lists and blanks are nothing', () => {
    expect(validateContact({ ...quote['sample-en']!, countries: 'Japan' }, regions)).toEqual({});
    expect(keptSampleSpec({ countries: 'Japan' })).toEqual({ countries: ['Japan'] });
    expect(keptSampleSpec({ countries: [], loi: '', quotas: '  ' })).toEqual({});
    expect(keptSampleSpec({ ...spec, extra: 1 })).toEqual({ ...spec, incidence: 35, fieldDays: 10 });
  });

  test('each message is said in Chinese and in English', () => {
    for (const key of Object.values(SpecMessageKey)) {
      expect(say('zh', key)).toMatch(/[\u4e00-\u9fff]/);
      expect(say('en', key)).toMatch(/^[\x20-\x7e–]+$/);
    }
    expect(say('zh', SpecMessageKey.incidence)).toBe('请输入 1–100 之间的整数百分比');
    expect(say('en', SpecMessageKey.incidence)).toBe('Enter the incidence rate as a whole percentage, from 1 to 100');
    expect(say('en', SpecMessageKey.loi)).toBe('Enter the interview length in whole minutes, from 1 to 60');
    expect(say('zh', SpecMessageKey.fieldDays)).toBe('请输入 1–90 之间的整数天数');
  });

  test('the API and export field names', () => {
    expect(SAMPLE_SPEC_FIELD_NAMES).toEqual(['countries', 'loi', 'incidence', 'fieldDays', 'quotas']);
  });
});
