import { siteConfig } from '../../site.config';
import { attributionOf, sampleSpecOf, type Inquiry } from '../repositories/inquiry-repository';
import { specValues } from './sample-spec-lines';
import { SAMPLE_SPEC_FIELD_NAMES } from '../../contract/sample-spec';
import { localeText, localeTexts } from '../lib/locale-text';
import { CONTACT_FORMS, type InquiryKind, type Variant } from '../../contract/contact';
import { htmlLang, languageOfPath, type Language } from '../../contract/languages';

/** The languages sales read a request in: the site's languages. */
export type MessageLanguage = Language;

/** Which route a form's requests take (its form's `kind`); a variant no form has any more is a contact request. */
export function kindOf(variant: string): InquiryKind {
  return Object.hasOwn(CONTACT_FORMS, variant) ? CONTACT_FORMS[variant as Variant].kind : 'contact';
}

/**
 * The language the visitor wrote in: the page the form was on (English pages live under /en), else the
 * language its form is written in.
 */
export function languageOf(inquiry: Pick<Inquiry, 'page' | 'variant'>): MessageLanguage {
  if (inquiry.page) return languageOfPath(inquiry.page);
  return Object.hasOwn(CONTACT_FORMS, inquiry.variant) ? CONTACT_FORMS[inquiry.variant as Variant].language : 'zh';
}

/**
 * The fields sales read, in the order they are listed; each one's label is `labels.<key>` of
 * locales/<language>/outbox.json, where the rest of a message's copy is too.
 */
export const FIELD_KEYS = [
  'name',
  'organization',
  'jobTitle',
  'email',
  'mobile',
  'region',
  'school',
  'sampleQuantity',
  // The sample spec's fields (contract/sample-spec.ts), after the sample size.
  ...SAMPLE_SPEC_FIELD_NAMES,
  'requiredSampleSize',
  'tags',
  'extend',
  'requirement',
  'message',
  'form',
  'page',
  'campaign',
  'lastCampaign',
  'referrer',
  'landingPage',
  'firstSeenAt',
  'createdAt',
  'ref',
] as const;
export type FieldKey = (typeof FIELD_KEYS)[number];

export interface Field {
  key: FieldKey;
  label: string;
  value: string;
}

/** `{ "Demographics": { "Gender": ["Female"] } }` → "Demographics / Gender: Female". */
function formatTags(raw: string): string {
  try {
    const parsed = JSON.parse(raw) as Record<string, Record<string, string[]>>;
    const parts: string[] = [];
    for (const [level1, level2s] of Object.entries(parsed)) {
      for (const [level2, names] of Object.entries(level2s ?? {})) parts.push(`${level1} / ${level2}: ${(names ?? []).join(', ')}`);
    }
    return parts.join('; ');
  } catch {
    return raw;
  }
}

/** `extend` is a JSON object the quote forms fill: shown as "key: value" pairs. */
function formatExtend(raw: string): string {
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    return Object.entries(parsed)
      .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
      .join('; ');
  } catch {
    return raw;
  }
}

/** utm source / medium / campaign (/ term / content), as ad platforms list them; null when none. */
function campaignLine(...parts: (string | undefined)[]): string | null {
  return parts.some(Boolean)
    ? parts
        .map((p) => p ?? '-')
        .join(' / ')
        .replace(/( \/ -)+$/, '')
    : null;
}

/** Made once: building a DateTimeFormat costs far more than formatting with it. */
const BEIJING_TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Beijing time: the sales team works in it whatever the server's zone. */
export function formatTime(iso: string, lang: MessageLanguage): string {
  const parts = BEIJING_TIME.formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const stamp = `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
  return localeText(lang, 'outbox', 'time', { stamp });
}

/** A request as every channel tells it: title, who, and the filled-in fields, in one language. */
export interface Announcement {
  lang: MessageLanguage;
  kind: InquiryKind;
  /** "新的报价请求" / "New quote request". */
  title: string;
  /** "报价请求" / "quote request". */
  kindName: string;
  /** Name and company, or the e-mail when there is no name. */
  who: string;
  fields: Field[];
}

export function announce(inquiry: Inquiry, lang: MessageLanguage): Announcement {
  const t = localeTexts(lang, 'outbox');
  const kind = kindOf(inquiry.variant);
  const name = [inquiry.name, inquiry.last_name].filter(Boolean).join(' ');
  const source = attributionOf(inquiry);
  const values: Record<FieldKey, string | number | null> = {
    name: name || null,
    organization: inquiry.organization,
    jobTitle: inquiry.job_title,
    email: inquiry.email,
    mobile: inquiry.mobile,
    region: inquiry.region,
    school: inquiry.school,
    sampleQuantity: inquiry.sample_quantity,
    ...specValues(sampleSpecOf(inquiry), lang),
    requiredSampleSize: inquiry.required_sample_size,
    tags: inquiry.tags ? formatTags(inquiry.tags) : null,
    extend: inquiry.extend ? formatExtend(inquiry.extend) : null,
    requirement: inquiry.requirement,
    message: inquiry.message,
    form: Object.hasOwn(CONTACT_FORMS, inquiry.variant) ? t(`forms.${inquiry.variant}`) : inquiry.variant,
    page: inquiry.page ? new URL(inquiry.page, siteConfig.siteUrl).toString() : null,
    campaign: campaignLine(source.utmSource, source.utmMedium, source.utmCampaign, source.utmTerm, source.utmContent),
    lastCampaign: campaignLine(source.lastUtmSource, source.lastUtmMedium, source.lastUtmCampaign),
    referrer: source.referrer ?? null,
    landingPage: source.landingPage ?? null,
    firstSeenAt: source.firstSeenAt && !Number.isNaN(Date.parse(source.firstSeenAt)) ? formatTime(source.firstSeenAt, lang) : null,
    createdAt: formatTime(inquiry.created_at, lang),
    ref: inquiry.ref,
  };
  const fields: Field[] = [];
  for (const key of FIELD_KEYS) {
    const value = values[key];
    if (value !== null && value !== undefined && String(value) !== '')
      fields.push({ key, label: t(`labels.${key}`), value: String(value) });
  }
  const company = inquiry.organization ?? inquiry.school;
  const who = name ? (company ? t('nameAt', { name, company }) : name) : (inquiry.email ?? company ?? '');
  const kindName = t(`kinds.${kind}`);
  return { lang, kind, title: t('title', { kind: kindName }), kindName, who, fields };
}

/** The e-mail subject: brand, kind and who, e.g. "【问途问卷】新的报价请求：王芳（上海某公司）". */
export function emailSubject(a: Announcement): string {
  return localeText(a.lang, 'outbox', a.who ? 'subjectWho' : 'subject', { brand: siteConfig.brand[a.lang], title: a.title, who: a.who });
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Plain text and HTML bodies of the e-mail; replying answers the visitor (reply-to is theirs). */
export function emailBodies(a: Announcement): { text: string; html: string } {
  const t = localeTexts(a.lang, 'outbox');
  const intro = t('intro', { kind: a.kindName });
  const text = [intro, '', ...a.fields.map((f) => t('line', { label: f.label, value: f.value })), ''].join('\n');
  const rows = a.fields
    .map(
      (f) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;white-space:nowrap">${escapeHtml(f.label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(f.value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${htmlLang(a.lang)}"><body style="font-family:system-ui,sans-serif;font-size:14px;color:#1f2329"><p>${escapeHtml(intro)}</p><table cellspacing="0" cellpadding="0">${rows}</table></body></html>`;
  return { text, html };
}

/** WeCom's markdown messages take at most 4096 bytes; the other robots more. */
const ROBOT_MAX_BYTES = 4000;

/**
 * Markdown's marks, each as its full-width twin: a visitor's `**bold**`, code fence, heading, strike,
 * table, link or tag reaches WeCom and DingTalk as the literal text they typed, not as formatting.
 */
const MARKDOWN_MARKS: Record<string, string> = {
  '*': '＊',
  '`': '｀',
  '~': '～',
  '#': '＃',
  '|': '｜',
  '[': '［',
  ']': '］',
  '<': '＜',
  '>': '＞',
  '\\': '＼',
  _: '＿',
};

/** `text` with every markdown mark neutralised (an underscore inside a word, as in an e-mail address, is kept). */
export function literalMarkdown(text: string): string {
  return text.replace(/[*`~#|[\]<>\\]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, (c) => MARKDOWN_MARKS[c]!);
}

/** A field's value for a chat robot: one paragraph, clipped, with nothing a markdown renderer would format or turn into a link or a tag. */
function robotValue(value: string, markdown: boolean, maxChars: number): string {
  let v = value.replace(/\s*\n\s*/g, ' ');
  if ([...v].length > maxChars) v = `${[...v].slice(0, maxChars).join('')}…（已截断）`;
  return markdown ? literalMarkdown(v) : v;
}

export type RobotStyle = 'wecom' | 'dingtalk' | 'feishu';

/**
 * The Chinese text a chat robot posts: markdown for WeCom and DingTalk (DingTalk needs a blank line between
 * lines), plain lines for Feishu. Long fields are clipped (the e-mail and the export have all of them).
 */
export function robotText(a: Announcement, style: RobotStyle): { title: string; body: string } {
  const markdown = style !== 'feishu';
  let result = { title: '', body: '' };
  for (const maxChars of [300, 100, 30]) {
    const title = `${a.title}${a.who ? `：${robotValue(a.who, markdown, maxChars)}` : ''}`;
    const lines = a.fields.map((f) =>
      markdown ? `**${f.label}：**${robotValue(f.value, true, maxChars)}` : `${f.label}：${robotValue(f.value, false, maxChars)}`,
    );
    result = { title, body: markdown ? `### ${title}\n\n${lines.join(style === 'dingtalk' ? '\n\n' : '\n')}` : lines.join('\n') };
    if (Buffer.byteLength(result.body) <= ROBOT_MAX_BYTES) break;
  }
  return result;
}
