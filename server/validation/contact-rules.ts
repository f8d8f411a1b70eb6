import {
  chinaMobile,
  compose,
  email,
  lengthBetween,
  maxLength,
  MessageKey,
  optional,
  panelQuoteRules,
  phoneLength,
  positiveInteger,
  required,
  sampleFormRules,
  smsCode,
  type Validator,
} from '../../src/lib/validators';

/**
 * The forms that send contact requests. The variant decides which SPEC section 5 rules hold; the site
 * names it in `variant`, and older callers are recognised by `type` and the extras they send.
 */
export const VARIANTS = [
  'contact-modal',
  'contact-panel',
  'contact-page',
  'quote-modal',
  'sample-zh',
  'sample-en',
  'university',
  'panel-quote',
  // Issue 10: the community page's book-a-demo form (the sample form's fields and rules, per language).
  'community-demo-zh',
  'community-demo-en',
] as const;
export type Variant = (typeof VARIANTS)[number];

export interface ContactBody {
  language?: number;
  type: number;
  variant?: Variant;
  name?: string;
  lastName?: string;
  organization?: string;
  jobTitle?: string;
  email?: string;
  region?: string;
  mobile?: string;
  message?: string;
  sampleQuantity?: number | string;
  tags?: string;
  extend?: string;
  school?: string;
  requirement?: string;
  phoneCode?: string;
  requiredSampleSize?: number | string;
  page?: string;
  uuid?: string;
}

/** Which form sent `body`: explicit `variant` first, else what its type and extras identify. */
export function variantOf(body: ContactBody): Variant {
  if (body.variant) return body.variant;
  if (body.school !== undefined || body.phoneCode !== undefined) return 'university';
  if (body.requiredSampleSize !== undefined) return 'panel-quote';
  if (body.page && /^\/(en\/sample|sample\/en)(\/|$)/.test(body.page)) return 'sample-en';
  if (body.page && /^\/sample(\/zh)?(\/|$)/.test(body.page)) return 'sample-zh';
  if (body.sampleQuantity !== undefined || body.tags !== undefined || body.extend !== undefined) return 'quote-modal';
  return body.type === 1 ? 'contact-modal' : 'contact-panel';
}

/** `tags`: a JSON object of level-1 tag name → level-2 tag name → selected tag names. */
const tagsJson: Validator = (value) => {
  try {
    const parsed: unknown = JSON.parse(String(value));
    const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
    if (!isRecord(parsed)) return MessageKey.format;
    for (const level2 of Object.values(parsed)) {
      if (!isRecord(level2)) return MessageKey.format;
      for (const names of Object.values(level2)) {
        if (!Array.isArray(names) || !names.every((n) => typeof n === 'string')) return MessageKey.format;
      }
    }
    return undefined;
  } catch {
    return MessageKey.format;
  }
};

const objectJson: Validator = (value) => {
  try {
    const parsed: unknown = JSON.parse(String(value));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? undefined : MessageKey.format;
  } catch {
    return MessageKey.format;
  }
};

const req = (...rest: Validator[]) => compose(required, ...rest);
const opt = (...rest: Validator[]) => optional(compose(...rest));
const short = maxLength(100);

type Rules = Partial<Record<keyof ContactBody, Validator>>;

/** Free-text limits every variant shares, so nothing oversized is stored whatever the form. */
const common: Rules = {
  name: opt(short),
  lastName: opt(short),
  organization: opt(short),
  jobTitle: opt(short),
  email: opt(email),
  region: opt(short),
  mobile: opt(maxLength(20)),
  message: opt(maxLength(2000)),
  school: opt(short),
  requirement: opt(maxLength(500)),
  page: opt(maxLength(300)),
  uuid: opt(maxLength(64)),
  tags: opt(maxLength(4000), tagsJson),
  extend: opt(maxLength(4000), objectJson),
  sampleQuantity: opt(positiveInteger),
};

const englishContact: Rules = {
  name: req(short),
  lastName: req(short),
  jobTitle: req(short),
  email: req(email),
  region: req(short),
  mobile: opt(phoneLength),
};

export const RULES: Record<Variant, Rules> = {
  'contact-modal': englishContact,
  'contact-panel': englishContact,
  'contact-page': { ...englishContact, organization: req(short), mobile: req(phoneLength) },
  // The overseas quote modal shows no required-field messages; a quote still needs an address to answer.
  'quote-modal': { email: req(email), mobile: opt(phoneLength) },
  'sample-zh': sampleFormRules('zh'),
  'sample-en': sampleFormRules('en'),
  university: {
    name: req(lengthBetween(2, 16, MessageKey.length2to16)),
    school: req(lengthBetween(3, 32, MessageKey.length3to32)),
    email: req(email),
    mobile: req(chinaMobile),
    phoneCode: req(smsCode),
  },
  'panel-quote': panelQuoteRules(),
  // Issue 10: book a demo on /community.
  'community-demo-zh': sampleFormRules('zh'),
  'community-demo-en': sampleFormRules('en'),
};

/** Field → message key for every field that breaks a rule of its variant; empty when valid. */
export function validateContact(body: ContactBody, knownRegions?: Set<string>): Record<string, string> {
  const variant = variantOf(body);
  const rules: Rules = { ...common, ...RULES[variant] };
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules) as [keyof ContactBody, Validator][]) {
    const message = rule(body[field]);
    if (message) errors[field] = message;
  }
  const region = body.region?.trim();
  if (!errors.region && region && knownRegions && !knownRegions.has(region)) errors.region = MessageKey.region;
  return errors;
}
