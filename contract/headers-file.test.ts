import { createHash } from 'node:crypto';
import { formatHeadersFile, headersForPath, inlineScriptHashes, parseHeadersFile, type HeaderRule } from './headers-file';

const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts a browser runs, byte for byte, and skips files and data blocks', () => {
    const head = "(function(){var d='问途';})();";
    const loader = '\n  window.___chunkMapping="{}";\n';
    const html = [
      `<html><head><script>${head}</script>`,
      '<script src="/app-1.js" async></script>',
      '<script type="application/ld+json">{"@type":"Article"}</script>',
      `</head><body><SCRIPT id="gatsby-chunk-mapping">${loader}</SCRIPT>`,
      '<script type="module">const e=1;</script>',
      "<script type='text/javascript'>a()</script>",
      '<pre>&lt;script&gt;alert(1)&lt;/script&gt;</pre></body></html>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha(head), sha(loader), sha('const e=1;'), sha('a()')]);
  });

  it('matches the hash the CSP specification gives for a known script', () => {
    // From the CSP Level 3 specification's example: <script>alert('Hello, world.');</script>
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual(['sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=']);
  });
});

describe('_headers file', () => {
  it('reads back what it writes', () => {
    const rules: HeaderRule[] = [
      {
        path: '/*',
        headers: { 'content-security-policy': "default-src 'self'; script-src 'self' 'sha256-abc='", 'x-content-type-options': 'nosniff' },
      },
      { path: '/static/*', headers: { 'cache-control': 'public, max-age=31536000, immutable' } },
    ];
    const text = formatHeadersFile(rules, 'Written by the build.\nDo not edit.');
    expect(text.startsWith('# Written by the build.\n# Do not edit.\n/*\n  content-security-policy: ')).toBe(true);
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  it('refuses a header line outside a rule', () => {
    expect(() => parseHeadersFile('  x-frame-options: DENY\n')).toThrow('_headers');
  });
});

describe('headersForPath: the editor’s rule (/admin/*) beside every answer’s (/*)', () => {
  const rules = parseHeadersFile(
    formatHeadersFile(
      [
        { path: '/*', headers: { 'content-security-policy': "script-src 'self'", 'x-frame-options': 'SAMEORIGIN' } },
        { path: '/admin/*', headers: { 'content-security-policy': "script-src 'self' 'unsafe-eval'" } },
      ],
      'test',
    ),
  );

  test('under /admin the later rule replaces the policy and keeps the other headers', () => {
    for (const url of ['/admin', '/admin/', '/admin/cms.js']) {
      expect(headersForPath(rules, url)).toEqual({
        'content-security-policy': "script-src 'self' 'unsafe-eval'",
        'x-frame-options': 'SAMEORIGIN',
      });
    }
  });

  test('pages, including ones whose path only starts like it, keep the pages’ policy', () => {
    for (const url of ['/', '/help/101', '/administration', '/en/admin']) {
      expect(headersForPath(rules, url)['content-security-policy']).toBe("script-src 'self'");
    }
  });
});
