import { createHash } from 'node:crypto';
import { isUtf8 } from 'node:buffer';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONTACT_FIELDS,
  CONTACT_FORM_POST_PATH,
  CONTACT_FORMS,
  CONTACT_LANGUAGE,
  ENVELOPE_FIELDS,
  FORM_LANG_FIELD,
  HONEYPOT_FIELD,
  inNameOrder,
  THANKS_PATH,
  VARIANTS,
  validateContact,
  type ContactBody,
  type ContactField,
  type Variant,
} from '../../contract/contact';
import { ATTRIBUTION_FIELD_NAMES, campaignOf } from '../../contract/attribution';
import { MessageKey } from '../../contract/validators';
import { htmlLang, languageOr, localizedPath, type Language } from '../../contract/languages';
import { localeText } from '../lib/locale-text';
import { ApiError, ErrorCode } from '../envelope';
import type { Services } from '../services';
import { API_PREFIX } from '../../contract/api';
import { acceptSource } from '../plugins/same-origin';
import { isAutomated, storeContact } from './contact';
import { consentHtml } from './consent-html';
import { operation } from './schemas';

type Lang = Language;

/**
 * The contact namespace of each language (the same strings the site's forms show), and the errors
 * namespace: the code table's texts (SPEC 8), which the site's toasts show.
 */
export const contactString = (lang: Lang, key: string): string => localeText(lang, 'contact', key);

/** A field message that is an envelope code's text (`codes.A2004`), not a rule's (`validation.…`). */
const CODE_MESSAGE = 'codes.';
const codeMessageKey = (code: ErrorCode) => `${CODE_MESSAGE}${code}`;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A same-site page to go back to: a path, never another host. */
const safePath = (value: unknown): string | null =>
  typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 500 ? value : null;

/**
 * Where the site is, for the redirect: the form's own origin when it is one the API serves (CORS_ORIGINS,
 * site and API deployed apart), else this host (`npm start` serves both).
 */
function siteOrigin(req: FastifyRequest, services: Services): string {
  const origin = req.headers.origin;
  return typeof origin === 'string' && services.config.corsOrigins.includes(origin) ? origin : '';
}

/**
 * The form's fields in the contract's order, the name fields in the language's (nameOrder), without the
 * JSON ones (they travel as hidden inputs).
 */
const visibleFields = (variant: Variant, lang: Lang) =>
  inNameOrder(
    (Object.keys(CONTACT_FORMS[variant].rules) as ContactField[]).filter((f) => CONTACT_FIELDS[f].kind !== 'json'),
    lang,
  );

const STYLE = [
  'body{font:16px/1.6 system-ui,sans-serif;margin:0;background:#f5f7fb;color:#1b2440}',
  'main{max-width:640px;margin:40px auto;padding:24px;background:#fff;border-radius:8px}',
  'h1{font-size:22px;margin:0 0 8px}',
  '.errors{color:#b42318}',
  'label{display:block;font-weight:600;margin-top:14px}',
  'input,select,textarea{width:100%;box-sizing:border-box;font:inherit;padding:8px;border:1px solid #c5cbd8;border-radius:4px}',
  '[aria-invalid=true]{border-color:#b42318}',
  '.error{color:#b42318;margin:4px 0 0}',
  'button{margin-top:20px;font:inherit;padding:10px 24px;border:0;border-radius:4px;background:#1f5eff;color:#fff;cursor:pointer}',
  '.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}',
  '.consent{display:flex;gap:8px;align-items:flex-start}.consent input{width:auto;margin-top:5px}.consent label{font-weight:400;margin:0}',
].join('');
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/**
 * The form again, for a visitor without scripts whose request the contract refused: every message in the
 * form's language next to its field, the typed values kept (in this answer, never in a URL), sent to the
 * same address.
 */
export function renderFormPage(options: {
  lang: Lang;
  variant: Variant;
  values: Record<string, string>;
  errors: Record<string, string>;
  page: string | null;
  regions: string[];
  /** A fill-time ticket (lib/form-ticket.ts) for the next post; none when the check is off. */
  ticket?: string;
  /** Nothing to correct: the visitor is asked to check and send again (the first post had no ticket). */
  confirm?: boolean;
}): string {
  const { lang, variant, values, errors, page, regions, ticket, confirm = false } = options;
  const t = (key: string) => escapeHtml(contactString(lang, key));
  const rules = CONTACT_FORMS[variant].rules;
  const label = (field: string) => t(`noscript.fields.${field}`);
  const message = (key: string) =>
    key.startsWith('validation.')
      ? t(key)
      : key.startsWith(CODE_MESSAGE)
        ? escapeHtml(localeText(lang, 'errors', key))
        : t(MessageKey.format);
  const fields = visibleFields(variant, lang)
    .map((field) => {
      const id = `f-${field}`;
      const value = escapeHtml(values[field] ?? '');
      const required = rules[field]?.(undefined) !== undefined;
      const error = errors[field];
      const attrs = `id="${id}" name="${field}"${required ? ' required aria-required="true"' : ''}${
        error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''
      }`;
      const chosen = new Set((values[field] ?? '').split('\n'));
      const control =
        CONTACT_FIELDS[field].kind === 'list'
          ? `<select ${attrs} multiple size="6">${regions
              .map((r) => `<option${chosen.has(r) ? ' selected' : ''}>${escapeHtml(r)}</option>`)
              .join('')}</select>`
          : field === 'region' && regions.length > 0
            ? `<select ${attrs}><option value=""></option>${regions
                .map((r) => `<option${r === values.region ? ' selected' : ''}>${escapeHtml(r)}</option>`)
                .join('')}</select>`
            : CONTACT_FIELDS[field].kind === 'multiline'
              ? `<textarea ${attrs} rows="3">${value}</textarea>`
              : `<input ${attrs} type="${field === 'email' ? 'email' : field === 'mobile' ? 'tel' : 'text'}" value="${value}">`;
      const note = field === 'phoneCode' ? `<p>${t('noscript.codeNeedsScript')}</p>` : '';
      return `<label for="${id}">${label(field)}${required ? ' *' : ''}</label>${control}${
        error ? `<p class="error" id="${id}-error">${message(error)}</p>` : ''
      }${note}`;
    })
    .join('');
  const hidden =
    Object.entries(values)
      .filter(([field]) => field in CONTACT_FIELDS && CONTACT_FIELDS[field as ContactField].kind === 'json')
      .map(([field, value]) => `<input type="hidden" name="${field}" value="${escapeHtml(value)}">`)
      .join('') + (ticket ? `<input type="hidden" name="${TICKET_FIELD}" value="${escapeHtml(ticket)}">` : '');
  const title = t(confirm ? 'noscript.confirmTitle' : 'noscript.title');
  const list = Object.entries(errors)
    .map(([field, key]) => `<li>${field in CONTACT_FIELDS ? `${label(field)}: ` : ''}${message(key)}</li>`)
    .join('');
  return (
    `<!doctype html><html lang="${htmlLang(lang)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${title}</title><style>${STYLE}</style></head><body><main>` +
    `<h1>${title}</h1><p>${t(confirm ? 'noscript.confirmIntro' : 'noscript.intro')}</p>` +
    (list ? `<ul class="errors" data-testid="form-errors">${list}</ul>` : '') +
    `<form method="post" action="${CONTACT_FORM_POST_PATH}">` +
    `<input type="hidden" name="variant" value="${variant}"><input type="hidden" name="${FORM_LANG_FIELD}" value="${lang}">` +
    (page ? `<input type="hidden" name="page" value="${escapeHtml(page)}">` : '') +
    hidden +
    fields +
    consentHtml({ lang, values, error: errors.consent, t, message }) +
    `<div class="hp" aria-hidden="true"><label>${t('form.website')}<input name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></label></div>` +
    `<button type="submit">${t('form.submit')}</button></form>` +
    (page ? `<p><a href="${escapeHtml(page)}">${t('noscript.back')}</a></p>` : '') +
    `</main></body></html>`
  );
}

/** The answer to a form posted from another site's page: nothing stored, and where to go instead. */
function renderForeignPage(lang: Lang): string {
  const t = (key: string) => escapeHtml(contactString(lang, key));
  return (
    `<!doctype html><html lang="${htmlLang(lang)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${t('noscript.foreignTitle')}</title><style>${STYLE}</style></head><body><main>` +
    `<h1>${t('noscript.foreignTitle')}</h1><p>${t('noscript.foreign')}</p>` +
    `<p><a href="${localizedPath('/', lang)}">${t('noscript.foreignHome')}</a></p></main></body></html>`
  );
}

function campaignOfPage(referer: string | undefined) {
  try {
    return referer ? campaignOf(new URL(referer).search) : {};
  } catch {
    return {};
  }
}

/** The hidden field of the form pages this route answers: their fill-time ticket. */
const TICKET_FIELD = 'ticket';

const PAGE_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

const isListField = (name: string): name is 'countries' => (CONTACT_FIELDS as Record<string, { kind: string }>)[name]?.kind === 'list';

/** The fields of a posted form as the contract reads them: the first value of each name (all of a list's), blanks left out. */
function contactBodyOf(form: URLSearchParams, variant: Variant): { body: ContactBody; values: Record<string, string>; tooLong: string[] } {
  const values: Record<string, string> = {};
  const tooLong: string[] = [];
  const body: Record<string, unknown> = { variant, type: CONTACT_FORMS[variant].type, language: CONTACT_LANGUAGE };
  for (const [name, raw] of form) {
    if (name === FORM_LANG_FIELD || name === 'variant' || name === TICKET_FIELD || name in values) continue;
    if (isListField(name)) {
      // Checkboxes or a multiple select: every value sent under the name, one a line when shown again.
      const list = form.getAll(name).map((v) => v.trim());
      values[name] = list.join('\n');
      if (list.some((v) => v.length > CONTACT_FIELDS[name].maxLength)) tooLong.push(name);
      if (list.some(Boolean)) body[name] = list.filter(Boolean);
      continue;
    }
    values[name] = raw;
    const value = raw.trim();
    if (value === '') continue;
    const spec =
      (CONTACT_FIELDS as Record<string, { maxLength: number }>)[name] ?? (ENVELOPE_FIELDS as Record<string, { maxLength?: number }>)[name];
    if (spec?.maxLength !== undefined && value.length > spec.maxLength) tooLong.push(name);
    body[name] = value;
  }
  return { body: body as ContactBody, values, tooLong };
}

/**
 * POST /designer/v1/home/contact/form: the contact forms without scripts (application/x-www-form-urlencoded).
 * Same contract, honeypot and rate limit as /contact/ask; 303 to the thank-you page of the form's language,
 * or the form again with its messages.
 */
export const contactFormRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // Only this plugin reads form bodies (the rest of the API reads JSON alone); invalid UTF-8 is refused,
  // never turned into U+FFFD.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (_req, body: Buffer, done) => {
    if (!isUtf8(body)) return done(new ApiError(ErrorCode.badParameter), undefined);
    done(null, new URLSearchParams(body.toString('utf8')));
  });

  // The contract's path, relative to the prefix the API is mounted under.
  app.post(
    CONTACT_FORM_POST_PATH.slice(API_PREFIX.length),
    // `pages`: its refusals are pages for people without scripts (error-envelope.ts keeps them as they are).
    {
      config: { pages: true, rateLimit: { max: services.config.rateLimit.contactPer10Minutes, timeWindow: 10 * 60_000 } },
      // Its answers are pages and a redirect, not envelopes (its refusals of a malformed post still are).
      schema: {
        ...operation('contact', 'sendContactForm', 'The contact forms without scripts (application/x-www-form-urlencoded)'),
        response: {
          200: {
            description: 'The form again, with its messages, or asking to check and send again.',
            content: { 'text/html': { schema: { type: 'string' } } },
          },
          303: { description: "Stored: to the thank-you page of the form's language.", type: 'null' },
          403: {
            description: "Posted from another site's page: nothing stored.",
            content: { 'text/html': { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (req: FastifyRequest, reply: FastifyReply) => {
      if (!(req.body instanceof URLSearchParams)) throw new ApiError(ErrorCode.badParameter, null, 415);
      const form = req.body;
      const variant = form.get('variant') as Variant | null;
      if (!variant || !(VARIANTS as readonly string[]).includes(variant))
        throw new ApiError(ErrorCode.badParameter, { variant: MessageKey.format });
      const lang = languageOr(form.get(FORM_LANG_FIELD));
      // A page of another site posting here (same-origin.ts says how that is told): a page in the form's
      // language, 403, nothing stored.
      if (!acceptSource(req, services.config.corsOrigins)) {
        return reply
          .status(403)
          .header('cache-control', 'no-store')
          .header('content-security-policy', PAGE_CSP)
          .type('text/html; charset=utf-8')
          .send(renderForeignPage(lang));
      }
      const page = safePath(form.get('page'));
      const { body, values, tooLong } = contactBodyOf(form, variant);
      // Without scripts the first arrival is unknown: the campaign of the page the form was sent from (the
      // browser's Referer of a same-origin post is that page's address, query included).
      if (!ATTRIBUTION_FIELD_NAMES.some((f) => body[f])) Object.assign(body, campaignOfPage(req.headers.referer));
      if (page) body.page = page;
      else delete body.page;
      const thanks = () => reply.redirect(`${siteOrigin(req, services)}${localizedPath(THANKS_PATH, lang)}`, 303);

      // The fill time, measured by the server: a static page cannot say when it was opened, so the first
      // post of a form gets the form back with a ticket (to check and send again), and the time between
      // ticket and post is judged by the scripted forms' rule. FORM_MIN_FILL_MS=0 turns the check off.
      const checkFillTime = services.config.formMinFillMs > 0;
      let confirm = false;
      if (checkFillTime) {
        const judged = await services.formTickets.judge(form.get(TICKET_FIELD));
        if (judged.state === 'valid') body.fillMs = judged.elapsedMs;
        else confirm = true;
      }
      // A robot learns nothing: the same thank-you page, nothing stored.
      if (isAutomated(body, services, req.log)) return thanks();
      const errors = validateContact(body, await services.content.knownRegions());
      for (const field of tooLong) errors[field] ??= MessageKey.tooLong;
      if (Object.keys(errors).length === 0 && confirm)
        req.log.info({ variant }, 'form without scripts asked to confirm (no fill-time ticket)');
      if (Object.keys(errors).length === 0 && !confirm) {
        try {
          await storeContact(services, body, req);
          return thanks();
        } catch (error) {
          // A wrong, used or expired phone code is the visitor's to fix, next to its field, in the words of
          // the code table (A2004: the code is wrong), as the form with scripts says it; never the rule's
          // 'enter the 6-digit code', which the visitor did.
          if (!(error instanceof ApiError) || error.code !== ErrorCode.wrongCode) throw error;
          errors.phoneCode = codeMessageKey(ErrorCode.wrongCode);
        }
      }
      const origin = siteOrigin(req, services);
      const html = renderFormPage({
        lang,
        variant,
        values,
        errors,
        page: page ? `${origin}${page}` : null,
        regions:
          errors.region || 'region' in values || 'countries' in CONTACT_FORMS[variant].rules
            ? await services.content.countryNames(lang)
            : [],
        ticket: checkFillTime ? await services.formTickets.issue() : undefined,
        confirm: confirm && Object.keys(errors).length === 0,
      });
      return reply
        .status(200)
        .header('cache-control', 'no-store')
        .header('content-security-policy', PAGE_CSP)
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
};
