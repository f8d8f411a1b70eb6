import fs from 'node:fs';
import path from 'node:path';
import {
  adTagOrigins,
  CONSENT_MESSAGE,
  consentGiven,
  consentProblems,
  consentRecord,
  consentRequired,
  NOTICE_VERSION,
  trackingIn,
} from './consent';
import { validateContact } from './contact';
import { pageContentSecurityPolicy } from './security-headers';
import { siteConfig } from '../site.config';

const SAMPLE_EN = {
  variant: 'sample-en',
  name: 'Anna Berg',
  organization: 'Nordlicht',
  email: 'anna@example.com',
  mobile: '+49 30 1234567',
} as const;

describe('consent rule (one definition: forms and API)', () => {
  test('the overseas edition asks for the box, the China edition (and a request naming none) does not', () => {
    expect(consentRequired('overseas')).toBe(true);
    expect(consentRequired('china')).toBe(false);
    expect(consentRequired(undefined)).toBe(false);
    expect(consentRequired('pending')).toBe(false);
  });

  test.each([
    [true, true],
    ['1', true],
    ['on', true],
    ['true', true],
    [false, false],
    ['', false],
    [undefined, false],
    ['0', false],
  ])('box value %p is a tick: %p', (value, ticked) => expect(consentGiven(value)).toBe(ticked));

  test('a request of the overseas edition without the tick is refused with the consent message; ticked it passes', () => {
    expect(validateContact({ ...SAMPLE_EN, edition: 'overseas' })).toEqual({ consent: CONSENT_MESSAGE });
    expect(validateContact({ ...SAMPLE_EN, edition: 'overseas', consent: false })).toEqual({ consent: CONSENT_MESSAGE });
    expect(validateContact({ ...SAMPLE_EN, edition: 'overseas', consent: true })).toEqual({});
    expect(validateContact({ ...SAMPLE_EN, edition: 'overseas', consent: '1' })).toEqual({});
  });

  test('the China edition needs no tick, but a tick sent is kept', () => {
    expect(validateContact({ ...SAMPLE_EN, edition: 'china' })).toEqual({});
    expect(validateContact({ ...SAMPLE_EN })).toEqual({});
    expect(validateContact({ ...SAMPLE_EN, edition: 'china', consent: 'on' })).toEqual({});
  });

  test('an edition or box value that is none is a format error, not a silent pass', () => {
    expect(consentProblems({ edition: 'mars', consent: true })).toEqual({ edition: 'validation.format' });
    expect(consentProblems({ edition: 'overseas', consent: 'yes please' })).toEqual({ consent: 'validation.format' });
  });

  test('what is stored: the notice version and the time with a tick, nulls without', () => {
    const now = new Date('2026-11-27T09:30:00.000Z');
    expect(consentRecord({ consent: true }, now)).toEqual({ consent_version: NOTICE_VERSION, consented_at: '2026-11-27T09:30:00.000Z' });
    expect(consentRecord({}, now)).toEqual({ consent_version: null, consented_at: null });
  });

  test('the privacy pages name the notice version that consent is recorded against', () => {
    for (const lang of ['zh', 'en']) {
      const text = fs.readFileSync(path.join(__dirname, `../content/legal/privacy.${lang}.md`), 'utf8');
      expect(text.split('\n')[0]).toContain(NOTICE_VERSION);
    }
  });

  test('the ad tag: off everywhere without an id; with one, after consent overseas and never in China, and allowed by the CSP', () => {
    const { id } = siteConfig.adTag;
    const csp = pageContentSecurityPolicy([]);
    if (!id) {
      expect(trackingIn('overseas')).toBe('off');
      expect(adTagOrigins()).toEqual([]);
      expect(csp).not.toContain('googletagmanager');
    } else {
      expect(trackingIn('overseas')).toBe('after-consent');
      expect(csp).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
    }
    expect(trackingIn('china')).toBe('off');
  });
});
