/** @jest-environment jsdom */
import { attributionFields, recordArrival } from './attribution';

const arrival = (search: string, referrer = '', pathname = '/sample') => ({ pathname, search, host: 'www.askora.example', referrer });

describe('attribution in the browser', () => {
  beforeEach(() => window.localStorage.clear());

  test('the first arrival is the first touch: campaign, referring host, landing page, time', () => {
    recordArrival(
      arrival('?utm_source=wechat&utm_campaign=autumn', 'https://mp.weixin.qq.example/s/abc?secret=1'),
      new Date('2026-11-20T02:00:00Z'),
    );
    expect(attributionFields()).toEqual({
      utmSource: 'wechat',
      utmCampaign: 'autumn',
      lastUtmSource: 'wechat',
      lastUtmCampaign: 'autumn',
      referrer: 'mp.weixin.qq.example',
      landingPage: '/sample?utm_source=wechat&utm_campaign=autumn',
      firstSeenAt: '2026-11-20T02:00:00.000Z',
    });
  });

  test('later arrivals keep the first touch; one with a campaign becomes the last touch', () => {
    recordArrival(arrival('', 'https://www.search.example/'), new Date('2026-11-20T02:00:00Z'));
    recordArrival(arrival('', 'https://www.askora.example/help'), new Date('2026-11-21T02:00:00Z'));
    recordArrival(arrival('?utm_source=baidu&utm_medium=cpc&utm_campaign=brand'), new Date('2026-11-22T02:00:00Z'));
    expect(attributionFields()).toEqual({
      referrer: 'www.search.example',
      landingPage: '/sample',
      firstSeenAt: '2026-11-20T02:00:00.000Z',
      lastUtmSource: 'baidu',
      lastUtmMedium: 'cpc',
      lastUtmCampaign: 'brand',
    });
  });

  test('a link inside the site is no referrer, and damaged storage starts again', () => {
    window.localStorage.setItem('attribution', '{not json');
    recordArrival(arrival('', 'https://www.askora.example/en'), new Date('2026-11-20T02:00:00Z'));
    expect(attributionFields()).toEqual({ landingPage: '/sample', firstSeenAt: '2026-11-20T02:00:00.000Z' });
  });
});
