import { ATTRIBUTION_FIELDS, campaignOf, keptAttribution, keptValue } from './attribution';

describe('attribution', () => {
  test('a campaign link’s utm parameters, and nothing else of its query', () => {
    expect(campaignOf('?utm_source=baidu&utm_medium=cpc&utm_campaign=%E6%A0%B7%E6%9C%AC&utm_term=panel&utm_content=a&q=1')).toEqual({
      utmSource: 'baidu',
      utmMedium: 'cpc',
      utmCampaign: '样本',
      utmTerm: 'panel',
      utmContent: 'a',
    });
    expect(campaignOf('?utm_source=&from=ad')).toEqual({});
    expect(campaignOf('')).toEqual({});
  });

  test('values are kept cut to their length, without control characters; empty and foreign fields are dropped', () => {
    expect(keptValue('utmSource', ` news\u0000letter\n `)).toBe('newsletter');
    expect(keptValue('utmSource', 'x'.repeat(500))).toHaveLength(ATTRIBUTION_FIELDS.utmSource);
    expect(keptValue('landingPage', 42)).toBeUndefined();
    expect(keptAttribution({ utmSource: 'a', utmMedium: '  ', admin: 'yes', referrer: 'www.example.org' })).toEqual({
      utmSource: 'a',
      referrer: 'www.example.org',
    });
  });
});
