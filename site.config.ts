/**
 * What a developer owns: brand, addresses of the site and the app, offices, the quote's steps, the exchange
 * rate. The defaults are fictional (the `.example` domain) and are shown as-is on the site. GATSBY_*
 * environment variables (read literally, so Gatsby inlines them at build) override what an operator changes
 * per deployment. What editors change (phone, e-mails, address, filing numbers, social links) is content:
 * content/settings.json, read through contract/site-settings.ts. Copy here is `Localized` (contract/languages.ts):
 * a new language's row there makes the compiler point at each text below that lacks it.
 */
import type { Currency, Localized } from './contract/languages';

/** A text in every language; typed so, a language missing from it is a compile error here. */
const localized = (text: Localized): Localized => text;

/**
 * How soon a person answers a contact or quote request: the thank-you dialogs and page say it, and it is the
 * first of the quote's next steps.
 */
const replyTime = localized({ zh: '1 个工作日内', en: 'Within 1 working day' });

export const siteConfig = {
  /** Product name; the Chinese one is the page title's suffix (SPEC 2.8). */
  brand: {
    ...localized({ zh: '问途问卷', en: 'Askora' }),
    company: localized({ zh: '上海问途信息科技有限公司', en: 'Shanghai Askora Information Technology Co., Ltd.' }),
  },
  /** Where the site is published; canonical URLs, hreflang and the sitemap use it. */
  siteUrl: process.env.GATSBY_SITE_URL || 'https://www.askora.example',
  /** The separate survey application: sign-in, registration and "my surveys" are full page loads to it. */
  appUrl: process.env.GATSBY_APP_URL || 'https://app.askora.example',
  appPaths: { login: '/login', register: '/register', survey: '/survey' },
  /** Base of the site API for calls made in the browser; empty means the site's own origin. */
  apiUrl: process.env.GATSBY_API_URL || '',
  /** The offices of SPEC 9 ('4 offices'), headquarters first; the about page lists them. */
  offices: [
    { id: 'shanghai', city: localized({ zh: '上海', en: 'Shanghai' }), role: localized({ zh: '总部', en: 'Headquarters' }) },
    { id: 'beijing', city: localized({ zh: '北京', en: 'Beijing' }), role: localized({ zh: '华北分公司', en: 'North China office' }) },
    {
      id: 'hangzhou',
      city: localized({ zh: '杭州', en: 'Hangzhou' }),
      role: localized({ zh: '技术研发中心', en: 'Technology and R&D centre' }),
    },
    { id: 'shenzhen', city: localized({ zh: '深圳', en: 'Shenzhen' }), role: localized({ zh: '华南分公司', en: 'South China office' }) },
  ] as const,
  /** The chat-app QR code in the footer and the contact panel is generated at build time from this URL. */
  qrTarget: process.env.GATSBY_QR_TARGET_URL || 'https://www.askora.example/wechat',
  copyrightYear: 2026,
  /**
   * What happens after a quote request, and how long each step takes (shown beside the quote forms and in
   * the thank-you dialog; the steps' names and descriptions are in the `nextSteps` strings of locales/zh and locales/en common.json).
   */
  quoteNextSteps: [
    { id: 'reply', time: replyTime },
    { id: 'feasibility', time: localized({ zh: '1–2 个工作日', en: '1–2 working days' }) },
    { id: 'softLaunch', time: localized({ zh: '确认后当天', en: 'The day you approve' }) },
    { id: 'fielding', time: localized({ zh: '通常 3–7 个工作日', en: 'Usually 3–7 working days' }) },
    { id: 'delivery', time: localized({ zh: '回收结束后 2 个工作日内', en: 'Within 2 working days of closing' }) },
  ],
  replyTime,
  /** SPEC 4: whether the Chinese contact panel opens by itself on the first page of a visit. */
  contactPopupOnFirstLoad: true,
  /**
   * The English and overseas forms take international numbers; one written without a country code (no
   * `+` or `00`) is read as a number of this country (ISO 3166-1 alpha-2), or as a mainland mobile.
   */
  phoneDefaultCountry: 'US',
  /**
   * The exchange rates of the site (contract/money.ts): prices are kept in CNY, and a language showing
   * another currency (contract/languages.ts) divides them by this many yuan to its unit: English, dollars. Update it here when the rate moves; every page, the estimator
   * and the content (after `npm run seed`) follow.
   */
  money: { cnyPer: { USD: 7.1 } satisfies Record<Exclude<Currency, 'CNY'>, number> },
  /**
   * The sample estimator's price rule (src/features/sample/estimate.ts), in CNY. A complete costs the
   * panel's base price (the China panel's is the lowest sample price of contract/money.ts) for an interview
   * of up to `loiBaseMinutes`; every further `loiStepMinutes` add `loiStepShare` of it. Incidence (IR) is
   * the share of invited people who qualify: for each complete about 100/IR people are screened, and each
   * one screened out costs `screenOutShare` of a complete. The estimate is a range from that price to
   * `rangeSpread` above it (quotas and feasibility move a quote within it). Field time: completes per
   * hour at 100% incidence, slowed in proportion to IR.
   */
  samplePricing: {
    globalBaseCny: 3,
    loiBaseMinutes: 10,
    loiStepMinutes: 5,
    loiStepShare: 0.2,
    screenOutShare: 0.15,
    rangeSpread: 0.3,
    completesPerHour: { china: 900, global: 300 },
  },
  /**
   * Consent and data rights (contract/consent.ts). `noticeVersion` names the privacy notice in force (the
   * date it took effect, as content/legal/privacy.*.md says): every request sent with the consent box
   * ticked is stored with it and the time. Per edition (SPEC 2.8): `consentBox`, whether the contact forms
   * carry an unticked box the visitor must tick (the API refuses a request of that edition without it);
   * `tracking`, when the ad conversion tag (and any analytics) may load: `after-consent` (a banner asks,
   * the answer is remembered in the browser), `off` (never). The China edition carries no tag.
   */
  privacy: {
    noticeVersion: '2026-11-27',
    /** Days a contact request is kept, as the privacy notice says (INQUIRY_RETENTION_DAYS overrides). */
    retentionDays: 1095,
    editions: {
      china: { consentBox: false, tracking: 'off' },
      overseas: { consentBox: true, tracking: 'after-consent' },
    },
  },
  /**
   * The ad conversion tag (Google Ads' gtag.js): the account's tag id (`AW-…`) and the conversion's label,
   * from GATSBY_AD_TAG_ID and GATSBY_AD_CONVERSION_LABEL at build time. No id, no tag and no banner.
   */
  adTag: {
    id: process.env.GATSBY_AD_TAG_ID || '',
    conversionLabel: process.env.GATSBY_AD_CONVERSION_LABEL || '',
    src: 'https://www.googletagmanager.com/gtag/js',
  },
} as const;

export type SiteConfig = typeof siteConfig;
