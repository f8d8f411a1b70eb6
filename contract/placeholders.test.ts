import fs from 'node:fs';
import path from 'node:path';
import { checkSiteSettings, type SiteSettings } from './content/settings';
import { fillPlaceholders, settingTokens } from './placeholders';
import { siteSettings } from './site-settings';

const contentDir = path.resolve(__dirname, '../content');
const settings: SiteSettings = checkSiteSettings(JSON.parse(fs.readFileSync(path.join(contentDir, 'settings.json'), 'utf8')));

describe('prices (the money rule, contract/money.ts)', () => {
  test('content placeholders are written out in the language, with one currency mark', () => {
    expect(fillPlaceholders('低至 {{price:lowestSample}}/份，满 {{ cny: 1999 }}', 'zh', settings)).toBe('低至 ¥0.5/份，满 ¥1,999');
    expect(fillPlaceholders('From {{price:lowestSample}} per response; {{cny:1999}} per project', 'en', settings)).toBe(
      'From $0.07 per response; $282 per project',
    );
  });

  test('a price placeholder that cannot be read is an error, not a page with a wrong price', () => {
    expect(() => fillPlaceholders('{{price:lowest}}', 'en', settings)).toThrow(/unknown price \{\{price:lowest\}\}/);
    expect(() => fillPlaceholders('{{cny:1,999}}', 'en', settings)).toThrow(/not an amount in CNY/);
    expect(() => fillPlaceholders('{{cny:}}', 'zh', settings)).toThrow(/not an amount in CNY/);
  });
});

describe('settings tokens (content/settings.json)', () => {
  test('a token is the setting in the language of the text; a pair of languages gives its own', () => {
    expect(fillPlaceholders('请致电 {{sales.phone}}（{{sales.hours}}）或发送邮件至 {{ sales.email }}', 'zh', settings)).toBe(
      `请致电 ${settings.sales.phone}（${settings.sales.hours.zh}）或发送邮件至 ${settings.sales.email}`,
    );
    expect(fillPlaceholders('Visit us at {{address}}.', 'en', settings)).toBe(`Visit us at ${settings.address.en}.`);
  });

  test('a changed setting changes every text that names it', () => {
    const changed = { ...settings, sales: { ...settings.sales, phone: '400-100-2000' } };
    expect(fillPlaceholders('Call {{sales.phone}} or {{sales.phone}}', 'en', changed)).toBe('Call 400-100-2000 or 400-100-2000');
  });

  test('an unknown token, or a list of settings, fails and names the token and the tokens there are', () => {
    expect(() => fillPlaceholders('Fax: {{sales.fax}}', 'en', settings)).toThrow(
      /unknown token \{\{sales\.fax\}\}; content\/settings\.json has sales\.phone, sales\.email, sales\.hours, /,
    );
    expect(() => fillPlaceholders('{{filings}}', 'zh', settings)).toThrow(/unknown token \{\{filings\}\}/);
    expect(() => fillPlaceholders('{{other}}', 'zh', settings)).toThrow(/unknown token \{\{other\}\}/);
  });

  test('every text setting has a token; lists have none', () => {
    expect([...settingTokens(settings).keys()]).toEqual([
      'sales.phone',
      'sales.email',
      'sales.hours',
      'email.general',
      'email.customerService',
      'email.business',
      'email.careers',
      'email.privacy',
      'address',
    ]);
  });

  test('content/settings.json keeps to its schema, and the pages read the same file', () => {
    expect(siteSettings).toEqual(settings);
    expect(() => checkSiteSettings({ ...settings, sales: { ...settings.sales, phone: 'call us' } })).toThrow(
      'settings: sales.phone is not valid: "call us"',
    );
    expect(() => checkSiteSettings({ ...settings, fax: '021-1234' })).toThrow(/settings: fax is not a setting/);
    const { address: _, ...noAddress } = settings;
    expect(() => checkSiteSettings(noAddress)).toThrow('settings: address is missing');
    expect(() => checkSiteSettings({ ...settings, filings: [{ kind: 'tax', label: 'x', href: 'https://a.example' }] })).toThrow(
      'settings: filings[0].kind must be one of icp, publicSecurity',
    );
    expect(() => checkSiteSettings({ ...settings, social: [{ id: 'x', label: 'X', href: 'javascript:alert(1)' }] })).toThrow(
      /social\[0\]\.href is not valid/,
    );
  });
});
