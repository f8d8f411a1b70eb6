import {
  canonicalPhone,
  chinaMobile,
  compose,
  email,
  internationalPhone,
  lengthBetween,
  MessageKey,
  optional,
  panelQuoteRules,
  phoneLength,
  positiveInteger,
  required,
  sampleFormRules,
  smsCode,
} from './validators';

describe('validators', () => {
  test.each([
    ['', MessageKey.required],
    ['   ', MessageKey.required],
    [undefined, MessageKey.required],
    [null, MessageKey.required],
    ['李', undefined],
    [0, undefined],
  ])('required(%p) → %p', (value, expected) => expect(required(value)).toBe(expected));

  test.each([
    ['ana@example.com', undefined],
    ['li.wei+survey@askora.example', undefined],
    ['  ana@example.com  ', undefined],
    ['ana@example', MessageKey.email],
    ['ana@@example.com', MessageKey.email],
    ['ana example@x.com', MessageKey.email],
    ['@example.com', MessageKey.email],
    ['ana@.com', MessageKey.email],
    ['<script>@x.com', MessageKey.email],
    [`${'a'.repeat(250)}@x.com`, MessageKey.email],
  ])('email(%p) → %p', (value, expected) => expect(email(value)).toBe(expected));

  test.each([
    ['13812345678', undefined],
    ['138 1234 5678', undefined],
    ['19912345678', undefined],
    ['12812345678', MessageKey.phone],
    ['1381234567', MessageKey.phone],
    ['138123456789', MessageKey.phone],
    ['+8613812345678', undefined],
    ['+86 12345678901', MessageKey.phone],
  ])('chinaMobile(%p) → %p', (value, expected) => expect(chinaMobile(value)).toBe(expected));

  test.each([
    ['123456', MessageKey.phoneLength],
    ['1234567', undefined],
    ['+1 (415) 555-0101', undefined],
    ['1'.repeat(20), undefined],
    ['1'.repeat(21), MessageKey.phoneLength],
  ])('phoneLength(%p) → %p', (value, expected) => expect(phoneLength(value)).toBe(expected));

  test.each([
    ['+44 20 7946 0958', undefined],
    ['(415) 555-0101', undefined],
    ['call me maybe', MessageKey.phone],
    ['+------', MessageKey.phone],
    ['123', MessageKey.phone],
    // E.164 through libphonenumber's metadata: a country code that exists and a number valid there.
    ['+1 415 555 0102', undefined],
    ['0044 20 7946 0000', undefined],
    ['＋４４ ２０ ７９４６ ００００', undefined],
    ['13812345678', undefined],
    ['+999 1234567', MessageKey.phone],
    ['+1 415 555', MessageKey.phone],
    ['+44 20 7946 00000000', MessageKey.phone],
  ])('internationalPhone(%p) → %p', (value, expected) => expect(internationalPhone(value)).toBe(expected));

  const name = lengthBetween(2, 16, MessageKey.length2to16);
  test.each([
    ['王', MessageKey.length2to16],
    ['王芳', undefined],
    ['😀😀', undefined],
    ['a'.repeat(16), undefined],
    ['a'.repeat(17), MessageKey.length2to16],
  ])('lengthBetween(2,16)(%p) → %p', (value, expected) => expect(name(value)).toBe(expected));

  test.each([
    ['1', undefined],
    [500, undefined],
    ['0', MessageKey.positiveInteger],
    ['-3', MessageKey.positiveInteger],
    ['2.5', MessageKey.positiveInteger],
    ['1e3', MessageKey.positiveInteger],
    ['abc', MessageKey.positiveInteger],
  ])('positiveInteger(%p) → %p', (value, expected) => expect(positiveInteger(value)).toBe(expected));

  test.each([
    ['123456', undefined],
    ['12345', MessageKey.code],
    ['12a456', MessageKey.code],
  ])('smsCode(%p) → %p', (value, expected) => expect(smsCode(value)).toBe(expected));

  test('compose answers the first failing rule; optional skips blank values', () => {
    const rule = compose(required, email);
    expect(rule('')).toBe(MessageKey.required);
    expect(rule('nope')).toBe(MessageKey.email);
    expect(optional(email)('')).toBeUndefined();
    expect(optional(email)('nope')).toBe(MessageKey.email);
  });
});

describe('sample and panel form rules (SPEC 5, SPEC 8 messages)', () => {
  const zh = sampleFormRules('zh');
  const en = sampleFormRules('en');
  test.each([
    ['zh name', zh.name, '', MessageKey.enterName],
    ['zh name', zh.name, '王', MessageKey.length2to16],
    ['zh name', zh.name, '王小明', undefined],
    ['en name', en.name, 'Al', MessageKey.length3to32],
    ['en name', en.name, 'Alice', undefined],
    ['company', zh.organization, '', MessageKey.enterCompany],
    ['company', en.organization, 'AB', MessageKey.length3to32],
    ['email', zh.email, '', MessageKey.enterEmail],
    ['email', en.email, 'a@b', MessageKey.emailCorrect],
    ['zh phone', zh.mobile, '', MessageKey.enterPhone],
    ['zh phone', zh.mobile, '+44 20 7946 0958', MessageKey.phone],
    ['en phone', en.mobile, '+44 20 7946 0958', undefined],
    ['sample size', panelQuoteRules().requiredSampleSize, '', MessageKey.enterSampleSize],
    ['sample size', panelQuoteRules().requiredSampleSize, '0', MessageKey.positiveInteger],
    ['sample size', panelQuoteRules().requiredSampleSize, '300', undefined],
  ] as const)('%s %p → %p', (_name, rule, value, expected) => expect(rule(value)).toBe(expected));

  test('every spelling of one phone number has one canonical form', () => {
    const spellings = [
      '13812345678',
      '138 1234 5678',
      '138-1234-5678',
      '+86 138 1234 5678',
      '+86-13812345678',
      '0086 13812345678',
      '8613812345678',
      '(+86) 138.1234.5678',
      '１３８１２３４５６７８',
    ];
    expect(new Set(spellings.map(canonicalPhone))).toEqual(new Set(['+8613812345678']));
    expect(canonicalPhone('+49 30 1234567')).toBe('+49301234567');
    expect(canonicalPhone('0049 30 1234567')).toBe('+49301234567');
    expect(canonicalPhone('call me')).toBeUndefined();
    expect(canonicalPhone('12345')).toBeUndefined();
  });
});
