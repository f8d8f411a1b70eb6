import { MessageKey } from './validators';
import { CONTACT_FORMS, inNameOrder, nameOrder, VARIANTS, validateContact, variantOf, type ContactBody } from './contact';

const regions = new Set(['Germany', '德国', 'United States']);

const valid: Record<string, ContactBody> = {
  'contact-modal': { type: 1, name: 'Anna', lastName: 'Schmidt', jobTitle: 'Insights lead', email: 'anna@example.de', region: 'Germany' },
  'contact-page': {
    type: 1,
    variant: 'contact-page',
    name: 'Anna',
    lastName: 'Schmidt',
    jobTitle: 'Insights lead',
    email: 'anna@example.de',
    region: 'Germany',
    organization: 'Nordlicht GmbH',
    mobile: '+49 30 1234567',
  },
  'quote-modal': {
    type: 3,
    email: 'buyer@example.com',
    sampleQuantity: 800,
    tags: '{"Demographics":{"Gender":["Female"]}}',
    extend: '{"region":"Germany"}',
    region: '',
  },
  'sample-zh': { type: 3, page: '/sample', name: '王芳', organization: '星河咨询', email: 'wf@example.cn', mobile: '13812345678' },
  'sample-en': { type: 3, page: '/en/sample', name: 'Tom Lee', organization: 'Acme Inc', email: 't@acme.com', mobile: '+1 415 555 0101' },
  university: { type: 3, name: '李雷', school: '复旦大学', email: 'll@fudan.example', mobile: '13912345678', phoneCode: '123456' },
  'panel-quote': {
    type: 3,
    requiredSampleSize: '300',
    name: '韩梅梅',
    organization: '新能源研究所',
    email: 'h@example.cn',
    mobile: '13712345678',
  },
  'panel-quote-en': {
    type: 3,
    page: '/en/colleges/panel',
    requiredSampleSize: '300',
    name: 'Li Wei',
    organization: 'East China Normal University',
    email: 'li@example.edu',
    mobile: '+1 415 555 0102',
  },
};

describe('variantOf', () => {
  test.each([
    [{ type: 1 }, 'contact-modal'],
    [{ type: 3 }, 'contact-panel'],
    [{ type: 1, variant: 'contact-page' }, 'contact-page'],
    [{ type: 3, sampleQuantity: 100 }, 'quote-modal'],
    [{ type: 3, tags: '{}' }, 'quote-modal'],
    [{ type: 3, school: 'x' }, 'university'],
    [{ type: 3, phoneCode: '1' }, 'university'],
    [{ type: 3, requiredSampleSize: 5 }, 'panel-quote'],
    [{ type: 3, requiredSampleSize: 5, page: '/colleges/panel' }, 'panel-quote'],
    [{ type: 3, requiredSampleSize: 5, page: '/en/colleges/panel' }, 'panel-quote-en'],
    [{ type: 3, page: '/sample' }, 'sample-zh'],
    [{ type: 3, page: '/sample/zh' }, 'sample-zh'],
    [{ type: 3, page: '/sample/en' }, 'sample-en'],
    [{ type: 3, page: '/en/sample' }, 'sample-en'],
    [{ type: 3, page: '/samples-of-work' }, 'contact-panel'],
  ] as [ContactBody, string][])('%p is %s', (body, variant) => expect(variantOf(body)).toBe(variant));
});

describe('validateContact', () => {
  test.each(Object.entries(valid))('a complete %s request passes', (_variant, body) => {
    expect(validateContact(body, regions)).toEqual({});
  });

  test('English contact form: required fields, e-mail format, optional phone of 7-20 characters', () => {
    expect(validateContact({ type: 1 }, regions)).toEqual({
      name: MessageKey.required,
      lastName: MessageKey.required,
      jobTitle: MessageKey.required,
      email: MessageKey.required,
      region: MessageKey.required,
    });
    const body = valid['contact-modal']!;
    expect(validateContact({ ...body, email: 'anna@' }, regions)).toEqual({ email: MessageKey.email });
    expect(validateContact({ ...body, mobile: '12345' }, regions)).toEqual({ mobile: MessageKey.phoneLength });
    expect(validateContact({ ...body, region: 'Atlantis' }, regions)).toEqual({ region: MessageKey.region });
    expect(validateContact({ ...body, region: '德国' }, regions)).toEqual({});
    expect(validateContact({ ...body, message: 'x'.repeat(2001) }, regions)).toEqual({ message: MessageKey.tooLong });
  });

  test('full-page variant also requires organization and mobile', () => {
    const { organization: _o, mobile: _m, ...rest } = valid['contact-page']!;
    expect(validateContact(rest, regions)).toEqual({ organization: MessageKey.required, mobile: MessageKey.required });
  });

  test('quote modal: an address to answer, well-formed tags and extend', () => {
    const body = valid['quote-modal']!;
    expect(validateContact({ ...body, email: '' }, regions)).toEqual({ email: MessageKey.required });
    expect(validateContact({ ...body, tags: '["a"]' }, regions)).toEqual({ tags: MessageKey.format });
    expect(validateContact({ ...body, tags: '{"a":{"b":[1]}}' }, regions)).toEqual({ tags: MessageKey.format });
    expect(validateContact({ ...body, tags: 'not json' }, regions)).toEqual({ tags: MessageKey.format });
    expect(validateContact({ ...body, extend: '[]' }, regions)).toEqual({ extend: MessageKey.format });
    expect(validateContact({ ...body, sampleQuantity: -5 }, regions)).toEqual({ sampleQuantity: MessageKey.positiveInteger });
  });

  test('Chinese sample page: name 2-16, company 3-32, mainland mobile', () => {
    const body = valid['sample-zh']!;
    expect(validateContact({ ...body, name: '王' }, regions)).toEqual({ name: MessageKey.length2to16 });
    expect(validateContact({ ...body, organization: '星河' }, regions)).toEqual({ organization: MessageKey.length3to32 });
    expect(validateContact({ ...body, mobile: '12345678901' }, regions)).toEqual({ mobile: MessageKey.phone });
    expect(validateContact({ ...body, email: 'wf@' }, regions)).toEqual({ email: MessageKey.emailCorrect });
  });

  test('sample and panel forms name what is missing (SPEC 8 form messages)', () => {
    const blank = { name: '', organization: '', email: '', mobile: '' };
    const missing = {
      name: MessageKey.enterName,
      organization: MessageKey.enterCompany,
      email: MessageKey.enterEmail,
      mobile: MessageKey.enterPhone,
    };
    expect(validateContact({ ...valid['sample-zh']!, ...blank }, regions)).toEqual(missing);
    expect(validateContact({ ...valid['sample-en']!, ...blank }, regions)).toEqual(missing);
    // The panel form's organisation field is labelled 'school or organisation': its message says so.
    expect(validateContact({ ...valid['panel-quote']!, ...blank, requiredSampleSize: '' }, regions)).toEqual({
      ...missing,
      organization: MessageKey.enterOrganization,
      requiredSampleSize: MessageKey.enterSampleSize,
    });
  });

  test('English sample page: name 3-32', () => {
    expect(validateContact({ ...valid['sample-en']!, name: 'Al' }, regions)).toEqual({ name: MessageKey.length3to32 });
  });

  test('university form: school 3-32, a 6-digit code', () => {
    const body = valid.university!;
    expect(validateContact({ ...body, school: '复旦' }, regions)).toEqual({ school: MessageKey.length3to32 });
    expect(validateContact({ ...body, phoneCode: '' }, regions)).toEqual({ phoneCode: MessageKey.required });
    expect(validateContact({ ...body, phoneCode: '12ab56' }, regions)).toEqual({ phoneCode: MessageKey.code });
    expect(validateContact({ ...body, requirement: '需要 300 份本科生样本' }, regions)).toEqual({});
  });

  test('panel quote: sample size must be a positive integer', () => {
    const body = valid['panel-quote']!;
    expect(validateContact({ ...body, requiredSampleSize: '0' }, regions)).toEqual({ requiredSampleSize: MessageKey.positiveInteger });
    expect(validateContact({ ...body, requiredSampleSize: '1.5' }, regions)).toEqual({ requiredSampleSize: MessageKey.positiveInteger });
  });

  test('each form accepts exactly its own fields', () => {
    expect(validateContact({ ...valid['contact-modal']!, variant: 'contact-modal', school: '复旦大学' }, regions)).toEqual({
      school: 'validation.unknownField',
    });
    expect(validateContact({ ...valid['sample-zh']!, variant: 'sample-zh', tags: '{}' }, regions)).toEqual({
      tags: 'validation.unknownField',
    });
    expect(validateContact({ ...valid['contact-modal']!, variant: 'contact-panel', type: 3, sampleQuantity: 5 }, regions)).toEqual({
      sampleQuantity: 'validation.unknownField',
    });
  });

  test('university fields never travel without the university rules', () => {
    const { name, school, email, mobile, phoneCode } = valid.university!;
    for (const variant of VARIANTS.filter((v) => v !== 'university')) {
      const errors = validateContact(
        { variant, type: CONTACT_FORMS[variant].type, name, school, email, mobile, phoneCode } as ContactBody,
        regions,
      );
      expect(errors).toEqual(expect.objectContaining({ school: 'validation.unknownField', phoneCode: 'validation.unknownField' }));
    }
  });

  test('the type is fixed by the form (SPEC 3)', () => {
    expect(validateContact({ ...valid['quote-modal']!, variant: 'quote-modal', type: 1 }, regions)).toEqual({ type: MessageKey.format });
    expect(validateContact({ ...valid['contact-modal']!, variant: 'contact-modal', type: 3 }, regions)).toEqual({
      type: MessageKey.format,
    });
    expect(validateContact({ ...valid['contact-modal']!, language: 1 }, regions)).toEqual({ language: MessageKey.format });
  });

  test('text a store could refuse or a reader could not see is refused', () => {
    const body = valid['contact-modal']!;
    expect(validateContact({ ...body, name: 'An\u0000na' }, regions)).toEqual({ name: MessageKey.format });
    expect(validateContact({ ...body, jobTitle: 'lead\u001b[31m' }, regions)).toEqual({ jobTitle: MessageKey.format });
    expect(validateContact({ ...body, name: '\u200b\u200b\u200b' }, regions)).toEqual({ name: MessageKey.required });
    expect(validateContact({ ...body, lastName: '\u3164\u00a0\ufeff' }, regions)).toEqual({ lastName: MessageKey.required });
    expect(validateContact({ ...body, name: 'Anna\ud800' }, regions)).toEqual({ name: MessageKey.format });
    expect(validateContact({ ...body, name: 'Bad \ufffd byte' }, regions)).toEqual({ name: MessageKey.format });
    expect(validateContact({ ...body, uuid: 'x\u0000' }, regions)).toEqual({ uuid: MessageKey.format });
    // Line breaks and tabs belong in free text, not in one-line fields.
    expect(validateContact({ ...body, message: 'Line one\n\tLine two\r\n' }, regions)).toEqual({});
    expect(validateContact({ ...body, name: 'An\nna' }, regions)).toEqual({ name: MessageKey.format });
  });

  test('counts are positive whole numbers that fit every store', () => {
    const body = valid['panel-quote']!;
    for (const bad of ['-5', -5, 2 ** 31, '4294967296', 'abc', '1e3', 1.5]) {
      expect(validateContact({ ...body, requiredSampleSize: bad }, regions)).toEqual({ requiredSampleSize: MessageKey.positiveInteger });
    }
    expect(validateContact({ ...body, requiredSampleSize: 999_999_999 }, regions)).toEqual({});
    expect(validateContact({ ...valid['quote-modal']!, sampleQuantity: 'lots' }, regions)).toEqual({
      sampleQuantity: MessageKey.positiveInteger,
    });
  });

  test('the overseas quote modal also sends the contact fields (SPEC 3)', () => {
    expect(
      validateContact(
        { ...valid['quote-modal']!, variant: 'quote-modal', name: 'Ana', lastName: 'Ruiz', jobTitle: 'Buyer', organization: 'Iberia' },
        regions,
      ),
    ).toEqual({});
  });
});

describe('community book-a-demo form', () => {
  const zh: ContactBody = {
    type: 3,
    variant: 'community-demo-zh',
    page: '/community',
    name: '王芳',
    organization: '星河咨询',
    email: 'wf@example.cn',
    mobile: '13812345678',
  };
  const en: ContactBody = {
    type: 3,
    variant: 'community-demo-en',
    page: '/en/community',
    name: 'Tom Lee',
    organization: 'Acme Inc',
    email: 't@acme.com',
    mobile: '+1 415 555 0101',
  };

  test('is named by its variant, not by the page it was sent from', () => {
    expect(variantOf(zh)).toBe('community-demo-zh');
    expect(variantOf(en)).toBe('community-demo-en');
  });

  test('valid requests pass; the Chinese one holds mainland rules, the English one international ones', () => {
    expect(validateContact(zh, regions)).toEqual({});
    expect(validateContact(en, regions)).toEqual({});
    expect(validateContact({ ...zh, mobile: '+1 415 555 0101' }, regions)).toEqual({ mobile: MessageKey.phone });
    expect(validateContact({ ...en, name: 'Al' }, regions)).toEqual({ name: MessageKey.length3to32 });
    expect(validateContact({ ...zh, name: '', organization: '', email: '', mobile: '' }, regions)).toEqual({
      name: MessageKey.enterName,
      organization: MessageKey.enterCompany,
      email: MessageKey.enterEmail,
      mobile: MessageKey.enterPhone,
    });
  });
});

describe('phone rules per language and edition', () => {
  const intl = ['+1 415 555 0102', '+44 20 7946 0000', '0044 20 7946 0000', '+49 30 1234567', '4155550102', '(415) 555-0102'];
  const notANumber = ['+1 415 555', '+44 12', '+999 1234567', 'call me maybe'];

  test.each(intl)('the English panel form takes %p; the Chinese one refuses it', (mobile) => {
    expect(validateContact({ ...valid['panel-quote-en']!, mobile }, regions)).toEqual({});
    expect(validateContact({ ...valid['panel-quote']!, mobile }, regions)).toEqual({ mobile: MessageKey.phone });
  });

  test.each(notANumber)('%p is no number on any English or overseas form', (mobile) => {
    for (const variant of ['panel-quote-en', 'sample-en'] as const)
      expect(validateContact({ ...valid[variant]!, mobile }, regions)).toEqual({ mobile: MessageKey.phone });
    // The contact forms keep SPEC 5's 'Must be 7-20 characters' for a number too short to be one.
    const expected = mobile.length < 7 ? MessageKey.phoneLength : MessageKey.phone;
    expect(validateContact({ ...valid['contact-page']!, mobile }, regions)).toEqual({ mobile: expected });
    expect(validateContact({ ...valid['quote-modal']!, variant: 'quote-modal', mobile }, regions)).toEqual({ mobile: expected });
  });

  test('a mainland mobile is welcome on the English forms too', () => {
    expect(validateContact({ ...valid['panel-quote-en']!, mobile: '13812345678' }, regions)).toEqual({});
    expect(validateContact({ ...valid['contact-page']!, mobile: '+86 138 1234 5678' }, regions)).toEqual({});
  });
});

describe('name order', () => {
  test('Chinese forms put the family name (姓) first, English forms the given name', () => {
    expect(nameOrder('zh')).toEqual(['lastName', 'name']);
    expect(nameOrder('en')).toEqual(['name', 'lastName']);
    const fields = ['region', 'name', 'lastName', 'email'] as const;
    expect(inNameOrder(fields, 'zh')).toEqual(['region', 'lastName', 'name', 'email']);
    expect(inNameOrder(fields, 'en')).toEqual(['region', 'name', 'lastName', 'email']);
    // A form with one name field keeps its order.
    expect(inNameOrder(['name', 'school'], 'zh')).toEqual(['name', 'school']);
  });
});
