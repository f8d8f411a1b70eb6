import { imageSources } from '../../contract/html-images';
import { sanitizeArticleHtml } from './article-html';

/** Payloads from the usual XSS cheat sheets: none may leave anything executable in the output. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="/ok.png" onload="alert(1)">',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src=" javascript:alert(1)">',
  '<img src="//evil.example/x.png">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="/ok" onclick="alert(1)">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div onmouseover="alert(1)">hover</div>',
  '<svg onload=alert(1)><circle r=10 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math href="javascript:alert(1)">CLICK</math>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><img src=x onerror=alert(1)>',
  '<img """><script>alert(1)</script>">',
  '<a href="https://ok.example" target="_self" onclick="x()">ok</a>',
  '<h2 onclick="alert(1)" id="evil">Heading</h2>',
  '<img src="/ok.png" data-full="javascript:alert(1)" srcset="javascript:alert(1) 1x">',
];

const DANGEROUS = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /<iframe/i,
  /<svg/i,
  /<math/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<input/i,
  /<style/i,
  /<meta/i,
  /<base/i,
  /<link/i,
  /style=/i,
  /srcdoc/i,
  /<template/i,
  /src="\/\//i,
];

describe('sanitizeArticleHtml', () => {
  test.each(PAYLOADS)('neutralises %s', (payload) => {
    const { html } = sanitizeArticleHtml(`<p>before</p>${payload}<p>after</p>`);
    for (const pattern of DANGEROUS) expect(html).not.toMatch(pattern);
    expect(html).toContain('<p>before</p>');
  });

  test('keeps the article: headings, lists, tables, quotes, links, images', () => {
    const input =
      '<h2>Create</h2><p>Text <strong>bold</strong> <a href="/help/105">next</a> <a href="https://example.com">out</a></p>' +
      '<h3>Step</h3><ol><li>One</li></ol><blockquote><p>Tip</p></blockquote>' +
      '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>' +
      '<h2>Share &amp; publish</h2><p><img src="/designer/v1/assets/images/help/a.png" alt="Editor"></p>';
    const { html, toc, text } = sanitizeArticleHtml(input);
    expect(html).toContain('<h2 id="s1">Create</h2>');
    expect(html).toContain('<h3 id="s1-1">Step</h3>');
    expect(html).toContain('<h2 id="s2">Share &amp; publish</h2>');
    expect(html).toContain('<a href="/help/105">next</a>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">out</a>');
    expect(html).toContain(
      '<img data-index="0" alt="Editor" loading="lazy" decoding="async" src="/designer/v1/assets/images/help/a.png" data-full="/designer/v1/assets/images/help/a.png" />',
    );
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<table>');
    expect(toc).toEqual([
      { id: 's1', level: 2, text: 'Create' },
      { id: 's1-1', level: 3, text: 'Step' },
      { id: 's2', level: 2, text: 'Share & publish' },
    ]);
    expect(text).toContain('Share & publish');
  });

  test('processed images get srcset, sizes and dimensions; every image is numbered for the viewer', () => {
    const images = new Map([
      [
        '/a.png',
        {
          src: '/static/help/a-960.webp',
          srcSet: '/static/help/a-480.webp 480w, /static/help/a-960.webp 960w',
          sizes: '(max-width: 900px) 100vw, 860px',
          width: 1200,
          height: 720,
          full: '/static/help/a-full.png',
        },
      ],
    ]);
    const { html } = sanitizeArticleHtml('<img src="/a.png" alt="A"><img src="/b.png" alt="B">', images);
    expect(html).toMatch(
      /<img data-index="0" alt="A" loading="lazy" decoding="async" src="\/static\/help\/a-960.webp" srcset="[^"]+480w[^"]+960w" sizes="[^"]+" width="1200" height="720" data-full="\/static\/help\/a-full.png" \/>/,
    );
    expect(html).toContain('<img data-index="1" alt="B"');
  });

  test('a code block is in the tab order (it scrolls sideways on a phone), whatever tabindex it came with', () => {
    expect(sanitizeArticleHtml('<pre><code>a long line</code></pre>').html).toBe('<pre tabindex="0"><code>a long line</code></pre>');
    expect(sanitizeArticleHtml('<pre tabindex="-1" onfocus="x()">b</pre>').html).toBe('<pre tabindex="0">b</pre>');
  });

  test('imageSources lists every image in order', () => {
    expect(imageSources('<p><img alt="x" src="/1.png"><img src="/2.png"></p>')).toEqual(['/1.png', '/2.png']);
  });
});
