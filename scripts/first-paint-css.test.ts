import { cssOfPage } from './first-paint-css';

describe('cssOfPage', () => {
  const files: Record<string, string> = { '/a.css': 'a{color:red}', '/print.css': 'b{color:blue}' };
  const read = (href: string) => {
    const css = files[href];
    if (css === undefined) throw new Error(`no ${href}`);
    return css;
  };

  test("counts inline styles and the head's stylesheets before first paint, in raw UTF-8 bytes", () => {
    const html =
      '<head><style data-href="/x.css">.t::after{content:"须知"}</style><link rel="stylesheet" href="/a.css">' +
      '<link rel="preload" as="style" href="/print.css"><link rel="stylesheet" media="print" href="/print.css"></head><body></body>';
    // 21 ASCII bytes, 2 CJK characters of 3 bytes each, and the 12-byte file; preload and print are not counted.
    expect(cssOfPage(html, read)).toEqual({ first: 21 + 6 + 12, later: 0 });
  });

  test('a stylesheet linked in the body is later CSS', () => {
    const html = '<head><style>p{margin:0}</style></head><body><p>hero</p><link rel="stylesheet" href="/a.css"><p>more</p></body>';
    expect(cssOfPage(html, read)).toEqual({ first: 11, later: 12 });
  });

  test('a page without CSS has none', () => {
    expect(cssOfPage('<p>text</p>', read)).toEqual({ first: 0, later: 0 });
  });
});
