/**
 * The contact contract: which forms send contact requests, the fields each may send, their rules and
 * message keys, and the `type` and `language` each form fixes (SPEC 3 and 5). The site's forms import
 * their rules from here and the API accepts exactly this, so the two cannot drift.
 */
import {
  chinaMobile,
  compose,
  email,
  englishPhone,
  lengthBetween,
  maxLength,
  MessageKey,
  optional,
  panelQuoteRules,
  plainText,
  positiveInteger,
  required,
  sampleFormRules,
  smsCode,
  type Validator,
} from './validators';
import { ATTRIBUTION_FIELD_NAMES, type Attribution, type AttributionField } from './attribution';
import { countryList, SAMPLE_SPEC_FIELDS, SAMPLE_SPEC_RULES } from './sample-spec';
import { CONSENT_ENVELOPE_FIELDS, consentProblems } from './consent';
import { DEFAULT_LANGUAGE, LANGUAGE_FACTS, languageOfPath, type Language } from './languages';

/** The forms, by the name the site sends as `variant`. */
export const VARIANTS = [
  'contact-modal',
  'contact-panel',
  'contact-page',
  'quote-modal',
  'sample-zh',
  'sample-en',
  'university',
  'panel-quote',
  // The panel page's form in English: international numbers.
  'panel-quote-en',
  // The community page's book-a-demo form, per language.
  'community-demo-zh',
  'community-demo-en',
] as const;
export type Variant = (typeof VARIANTS)[number];

/**
 * Every field a contact request may carry, with what it holds: `text` one line, `multiline` free text
 * (tabs and line breaks allowed), `count` a positive whole number, `json` a JSON object as text, `list` a list
 * of names (`maxItems` at most; a form sent without scripts repeats the field).
 * `maxLength` is what the wire may carry; the forms' own limits are in their rules. `column` is the
 * `inquiry` column a field is stored in (a count as a whole number, the rest as trimmed text); the sample
 * spec's fields are stored together as JSON (sample-spec.ts), and the phone code is used up, not kept.
 * A new stored field names its column here and gets it in a migration: the API's insert is derived from
 * these and the compiler refuses a column the table lacks.
 */
export const CONTACT_FIELDS = {
  name: { kind: 'text', maxLength: 200, column: 'name' },
  lastName: { kind: 'text', maxLength: 200, column: 'last_name' },
  organization: { kind: 'text', maxLength: 200, column: 'organization' },
  jobTitle: { kind: 'text', maxLength: 200, column: 'job_title' },
  email: { kind: 'text', maxLength: 320, column: 'email' },
  region: { kind: 'text', maxLength: 200, column: 'region' },
  mobile: { kind: 'text', maxLength: 40, column: 'mobile' },
  message: { kind: 'multiline', maxLength: 5000, column: 'message' },
  sampleQuantity: { kind: 'count', maxLength: 12, column: 'sample_quantity' },
  tags: { kind: 'json', maxLength: 8000, column: 'tags' },
  extend: { kind: 'json', maxLength: 8000, column: 'extend' },
  school: { kind: 'text', maxLength: 200, column: 'school' },
  requirement: { kind: 'multiline', maxLength: 1000, column: 'requirement' },
  phoneCode: { kind: 'text', maxLength: 12 },
  requiredSampleSize: { kind: 'count', maxLength: 12, column: 'required_sample_size' },
  // What a sample quote is priced by (sample-spec.ts): countries, LOI, IR, field days, quotas.
  ...SAMPLE_SPEC_FIELDS,
} as const;
export type ContactField = keyof typeof CONTACT_FIELDS;

/** The fields kept in a column of their own, and those columns. */
export type StoredField = { [F in ContactField]: (typeof CONTACT_FIELDS)[F] extends { column: string } ? F : never }[ContactField];
export type StoredColumn = (typeof CONTACT_FIELDS)[StoredField] extends infer S ? (S extends { column: infer C } ? C : never) : never;
export const STORED_FIELDS = (Object.keys(CONTACT_FIELDS) as ContactField[]).filter((f): f is StoredField => 'column' in CONTACT_FIELDS[f]);

/**
 * What every form sends besides its fields: who and where (`page`, `uuid`), the anti-automation
 * pair: `website`, a honeypot people never see (left empty), and `fillMs`, the milliseconds between the
 * form appearing and its submit; and where the visitor came from (attribution.ts).
 */
export const ENVELOPE_FIELDS = {
  language: { kind: 'language' },
  type: { kind: 'type' },
  variant: { kind: 'variant' },
  page: { kind: 'text', maxLength: 500 },
  uuid: { kind: 'text', maxLength: 100 },
  website: { kind: 'text', maxLength: 200 },
  fillMs: { kind: 'count', maxLength: 12 },
  // Where the lead came from (attribution.ts): accepted up to a generous length, then kept as that says.
  ...(Object.fromEntries(ATTRIBUTION_FIELD_NAMES.map((f) => [f, { kind: 'attribution', maxLength: 2000 }])) as Record<
    AttributionField,
    { kind: 'attribution'; maxLength: 2000 }
  >),
  // The edition the form was shown in and its consent box (consent.ts).
  ...CONSENT_ENVELOPE_FIELDS,
} as const;
export const HONEYPOT_FIELD = 'website';

/** SPEC 3: every contact request says language 2. */
export const CONTACT_LANGUAGE = 2;

/** Fields that carry a list of names (`countries`). */
type ListField = { [F in ContactField]: (typeof CONTACT_FIELDS)[F]['kind'] extends 'list' ? F : never }[ContactField];

export type ContactBody = Partial<Record<Exclude<ContactField, ListField>, string | number>> & {
  [F in ListField]?: string[] | string;
} & {
  language?: number;
  type?: number;
  variant?: Variant;
  page?: string;
  uuid?: string;
  website?: string;
  fillMs?: number | string;
  edition?: string;
  consent?: boolean | string;
} & Attribution;

export type Rules = Partial<Record<ContactField, Validator>>;

/** Requests are routed to sales by kind: quotes (the quote, sample and panel forms), university requests, the rest. */
export const INQUIRY_KINDS = ['quote', 'university', 'contact'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

export interface ContactForm {
  /** SPEC 3: fixed 3 in the quote modal and panel variants, fixed 1 in the English contact form modal. */
  type: 1 | 3;
  /** Which sales route its requests take (NOTIFY_ROUTE_<KIND>). */
  kind: InquiryKind;
  /** The language the form is written in, for a request that does not say which page it came from. */
  language: Language;
  /** Exactly the fields the form may send, each with its rule (optional fields pass when blank). */
  rules: Rules;
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
const message = opt(maxLength(2000));
const sampleQuantity = opt(positiveInteger);

/** SPEC 5, English contact form, modal variant (the panel shares it). */
const englishContact: Rules = {
  name: req(short),
  lastName: req(short),
  organization: opt(short),
  jobTitle: req(short),
  email: req(email),
  region: req(short),
  mobile: opt(englishPhone),
  message,
};

const sample = (market: 'zh' | 'en'): Rules => ({
  ...sampleFormRules(market),
  message,
  sampleQuantity,
  extend: opt(maxLength(4000), objectJson),
  ...SAMPLE_SPEC_RULES,
});

export const CONTACT_FORMS: Record<Variant, ContactForm> = {
  'contact-modal': { type: 1, kind: 'contact', language: 'en', rules: englishContact },
  'contact-panel': { type: 3, kind: 'contact', language: 'en', rules: englishContact },
  // SPEC 5, full-page variant: organization and mobile are required too.
  'contact-page': {
    type: 1,
    kind: 'contact',
    language: 'en',
    rules: { ...englishContact, organization: req(short), mobile: req(englishPhone) },
  },
  // SPEC 3: the contact request's fields and the quote's extras. It shows no required-field messages;
  // a quote still needs an address to answer.
  'quote-modal': {
    type: 3,
    kind: 'quote',
    language: 'zh',
    rules: {
      sampleQuantity,
      tags: opt(maxLength(4000), tagsJson),
      region: opt(short),
      extend: opt(maxLength(4000), objectJson),
      name: opt(short),
      lastName: opt(short),
      organization: opt(short),
      jobTitle: opt(short),
      email: req(email),
      mobile: opt(englishPhone),
      message,
      ...SAMPLE_SPEC_RULES,
    },
  },
  'sample-zh': { type: 3, kind: 'quote', language: 'zh', rules: sample('zh') },
  'sample-en': { type: 3, kind: 'quote', language: 'en', rules: sample('en') },
  university: {
    type: 3,
    kind: 'university',
    language: 'zh',
    rules: {
      name: req(lengthBetween(2, 16, MessageKey.length2to16)),
      school: req(lengthBetween(3, 32, MessageKey.length3to32)),
      email: req(email),
      mobile: req(chinaMobile),
      phoneCode: req(smsCode),
      requirement: opt(maxLength(500)),
    },
  },
  'panel-quote': {
    type: 3,
    kind: 'quote',
    language: 'zh',
    rules: { ...panelQuoteRules('zh'), message, tags: opt(maxLength(4000), tagsJson), extend: opt(maxLength(4000), objectJson) },
  },
  'panel-quote-en': {
    type: 3,
    kind: 'quote',
    language: 'en',
    rules: { ...panelQuoteRules('en'), message, tags: opt(maxLength(4000), tagsJson), extend: opt(maxLength(4000), objectJson) },
  },
  // Book a demo on /community: the sample page's fields and rules in the page's language.
  'community-demo-zh': { type: 3, kind: 'contact', language: 'zh', rules: { ...sampleFormRules('zh'), message } },
  'community-demo-en': { type: 3, kind: 'contact', language: 'en', rules: { ...sampleFormRules('en'), message } },
};

/**
 * The forms a page shows in its own language, one variant per language (the sample page's forms go by its
 * panel instead: `sample-zh`, `sample-en`). A new language's variants are declared above and named here.
 */
export const FORM_IN_LANGUAGE: Record<'panelQuote' | 'communityDemo', Record<Language, Variant>> = {
  panelQuote: { zh: 'panel-quote', en: 'panel-quote-en' },
  communityDemo: { zh: 'community-demo-zh', en: 'community-demo-en' },
};

/**
 * The order of a person's two name fields, `name` (given name, 名) and `lastName` (family name, 姓), in a
 * form of each language: Chinese writes the family name first (`familyNameFirst` of contract/languages.ts).
 * The site's forms and the form page the API answers without scripts both lay them out by this.
 */
export const nameOrder = (lang: Language): readonly ['name', 'lastName'] | readonly ['lastName', 'name'] =>
  LANGUAGE_FACTS[lang].familyNameFirst ? ['lastName', 'name'] : ['name', 'lastName'];

/** `fields` (in the contract's order) with the two name fields, when both are there, in `lang`'s order. */
export function inNameOrder<F extends string>(fields: readonly F[], lang: Language): F[] {
  const at = [fields.indexOf('name' as F), fields.indexOf('lastName' as F)].sort((a, b) => a - b);
  if (at[0] === -1) return [...fields];
  const out = [...fields];
  [out[at[0]!], out[at[1]!]] = nameOrder(lang) as unknown as [F, F];
  return out;
}

/** The rules of `variant`'s fields, for a form component's `validate` props. */
export const formRules = (variant: Variant) => CONTACT_FORMS[variant].rules as Required<Rules>;

/**
 * Which form a request without `variant` came from (older callers): recognised by `type` and the fields
 * it carries. A request naming no form gets the rules of the one its fields belong to, so university
 * fields always bring the university rules with them.
 */
export function variantOf(body: ContactBody): Variant {
  if (body.variant) return body.variant;
  if (body.school !== undefined || body.phoneCode !== undefined || body.requirement !== undefined) return 'university';
  if (body.requiredSampleSize !== undefined) return FORM_IN_LANGUAGE.panelQuote[body.page ? languageOfPath(body.page) : DEFAULT_LANGUAGE];
  if (body.page && /^\/(en\/sample|sample\/en)(\/|$)/.test(body.page)) return 'sample-en';
  if (body.page && /^\/sample(\/zh)?(\/|$)/.test(body.page)) return 'sample-zh';
  if (body.sampleQuantity !== undefined || body.tags !== undefined || body.extend !== undefined) return 'quote-modal';
  return body.type === 1 ? 'contact-modal' : 'contact-panel';
}

const hygiene = (field: ContactField | keyof typeof ENVELOPE_FIELDS): Validator | undefined => {
  const spec = (CONTACT_FIELDS as Record<string, { kind: string }>)[field] ?? (ENVELOPE_FIELDS as Record<string, { kind: string }>)[field];
  if (!spec) return undefined;
  if (spec.kind === 'count') return optional(positiveInteger);
  if (spec.kind === 'text' || spec.kind === 'json') return plainText(false);
  if (spec.kind === 'multiline') return plainText(true);
  return undefined;
};

/**
 * Field → message key for everything wrong with `body` as a request of its form: a field the form does
 * not send (`validation.unknownField`), a `type` other than the form's, text a store could refuse or a
 * reader could not see, and every rule of the form. Empty when the request is valid.
 */
export function validateContact(body: ContactBody, knownRegions?: Set<string>): Record<string, string> {
  const variant = variantOf(body);
  const form = CONTACT_FORMS[variant];
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (field in ENVELOPE_FIELDS) {
      const message = hygiene(field as keyof typeof ENVELOPE_FIELDS)?.(value);
      if (message) errors[field] = message;
    } else if (!(field in form.rules)) {
      errors[field] = 'validation.unknownField';
    } else {
      const message = hygiene(field as ContactField)?.(value);
      if (message) errors[field] = message;
    }
  }
  if (body.type !== undefined && body.type !== form.type) errors.type = MessageKey.format;
  if (body.language !== undefined && body.language !== CONTACT_LANGUAGE) errors.language = MessageKey.format;
  for (const [field, rule] of Object.entries(form.rules) as [ContactField, Validator][]) {
    if (errors[field]) continue;
    const message = rule(body[field]);
    if (message) errors[field] = message;
  }
  const region = typeof body.region === 'string' ? body.region.trim() : '';
  if (!errors.region && region && knownRegions && !knownRegions.has(region)) errors.region = MessageKey.region;
  // Countries come from the same list as the region.
  if (!errors.countries && knownRegions && countryList(body.countries).some((c) => !knownRegions.has(c)))
    errors.countries = MessageKey.region;
  // Consent where the form's edition asks for it (consent.ts): the one rule, for scripted and posted forms.
  for (const [field, problem] of Object.entries(consentProblems(body))) errors[field] ??= problem;
  return errors;
}

// Where forms sent without scripts go and land (a module of its own: pages import it without the rules).
export { CONTACT_FORM_POST_PATH, FORM_LANG_FIELD, THANKS_PATH } from './form-post';
