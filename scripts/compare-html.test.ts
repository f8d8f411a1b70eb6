import { firstDifference, maskHashes } from './compare-html';

describe('maskHashes', () => {
  it('masks what a rebuild of the same pages changes, and nothing a visitor reads', () => {
    const a =
      '<html data-styles="c9b195bfd8f8"><link href="/component---src-pages-index-tsx.d51b4cce1d597814d5d6.css"/>' +
      '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script>window.___webpackCompilationHash="dd127a52a3bb6b518012";</script>' +
      '<script src="/app-75c972d9e5cbd84fc1a7.js" async></script><link rel="stylesheet" href="/home-later.c9b195bfd8f8.css"/><p>订单 2026-11-25</p></html>';
    const b =
      '<html data-styles="0123456789ab"><link href="/component---src-pages-index-tsx.0000000000000000aaaa.css"/>' +
      '<script id="gatsby-chunk-mapping" src="/chunk-map-2e0306648aa3fb608a9d.js"></script><script>window.___webpackCompilationHash="aaaa7a52a3bb6b518012";</script>' +
      '<script src="/app-0000000000000000aaaa.js" async></script><link rel="stylesheet" href="/home-later.2571a049abd0.css"/><p>订单 2026-11-25</p></html>';
    expect(maskHashes(a)).toBe(maskHashes(b));
    expect(maskHashes(a.replace('订单', '订购'))).not.toBe(maskHashes(b));
    expect(maskHashes('<a href="/help/101">x</a>')).toBe('<a href="/help/101">x</a>');
  });
});

describe('firstDifference', () => {
  it('answers null for equal texts and the first differing place otherwise', () => {
    expect(firstDifference('abc', 'abc')).toBeNull();
    expect(firstDifference('abcdef', 'abcXef', 2)).toEqual({ at: 3, before: 'bcde', after: 'bcXe' });
  });
});
