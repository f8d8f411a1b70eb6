import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LATER_STYLESHEET_NAMES } from '../lib/later-styles';
import { GATSBY_IMAGE_HEAD_KEYS, onPreRenderHTML, PAGE_PATH_SCRIPT } from './ssr';

type Args = Parameters<NonNullable<typeof onPreRenderHTML>>[0];

function render(components: React.ReactNode[], head: React.ReactNode[] = []): { head: string; body: string } {
  let replaced: React.ReactNode[] = components;
  let replacedHead: React.ReactNode[] = head;
  onPreRenderHTML!(
    {
      getHeadComponents: () => head,
      replaceHeadComponents: (next: React.ReactNode[]) => (replacedHead = next),
      getPostBodyComponents: () => components,
      replacePostBodyComponents: (next: React.ReactNode[]) => (replaced = next),
    } as unknown as Args,
    {} as never,
  );
  return { head: renderToStaticMarkup(<>{replacedHead}</>), body: renderToStaticMarkup(<>{replaced}</>) };
}
const run = (components: React.ReactNode[]) => render(components).body;

const gatsbyLoader = (path: string) => (
  <script
    key="script-loader"
    id="gatsby-script-loader"
    dangerouslySetInnerHTML={{ __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(path)};/*]]>*/` }}
  />
);

describe('onPreRenderHTML', () => {
  it("rewrites Gatsby's per-page loader into one script that reads the path from an attribute", () => {
    const html = run([<script key="other" src="/app.js" />, gatsbyLoader('/en/help/"3"')]);
    expect(html).toBe(
      `<script src="/app.js"></script><script id="gatsby-script-loader" data-page-path="/en/help/&quot;3&quot;">${PAGE_PATH_SCRIPT}</script>`,
    );
    expect(run([gatsbyLoader('/')])).toContain(`>${PAGE_PATH_SCRIPT}<`);
  });

  it('stops the build when the loader carries more than the path', () => {
    const changed = (
      <script
        key="x"
        id="gatsby-script-loader"
        dangerouslySetInnerHTML={{ __html: '/*<![CDATA[*/window.pagePath="/";window.pageData={};/*]]>*/' }}
      />
    );
    expect(() => run([changed])).toThrow('gatsby-script-loader changed');
  });
});

describe("gatsby-plugin-image's head elements", () => {
  it('are left out of the head; everything else stays in its order', () => {
    const head = [
      <meta key="first" name="first" />,
      <style key="gatsby-image-style" dangerouslySetInnerHTML={{ __html: '.gatsby-image-wrapper{position:relative}' }} />,
      <noscript key="gatsby-image-style-noscript" dangerouslySetInnerHTML={{ __html: '<style>.x{}</style>' }} />,
      <script key="gatsby-image-style-script" type="module" dangerouslySetInnerHTML={{ __html: 'void 0' }} />,
      <link key="last" rel="icon" href="/favicon.svg" />,
    ];
    expect(GATSBY_IMAGE_HEAD_KEYS).toHaveLength(3);
    expect(render([], head).head).toBe('<meta name="first"/><link rel="icon" href="/favicon.svg"/>');
  });
});

describe('the later stylesheets (home page sections, page forms)', () => {
  const inlined = (href: string) => (
    <style key={href} data-href={href} data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: `/*${href}*/` }} />
  );

  it.each(LATER_STYLESHEET_NAMES)(
    '%s is not inlined into <head> (the page links it before what it styles); the rest of the CSS is',
    (name) => {
      const { head } = render(
        [],
        [inlined('/app.1a2b.css'), inlined(`/${name}.0123456789ab.css`), inlined('/component---home.3c4d.css'), <meta key="m" name="x" />],
      );
      expect(head).toContain('/*/app.1a2b.css*/');
      expect(head).toContain('/*/component---home.3c4d.css*/');
      expect(head).toContain('<meta name="x"/>');
      expect(head).not.toContain(`/${name}.`);
    },
  );
});

describe("the pages' inlined CSS", () => {
  it("comes in the chunks' order (Gatsby writes it reversed): global.css first, then what builds on it", () => {
    const inlined = (href: string) => (
      <style key={href} data-href={href} data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: href }} />
    );
    // As Gatsby leaves <head>: the page's chunk, the shared components' chunk, the app's.
    const { head } = render(
      [],
      [<meta key="m" charSet="utf-8" />, inlined('/page.css'), inlined('/commons.css'), inlined('/app.css'), <title key="t">T</title>],
    );
    expect(head.replace(/<style[^>]*>/g, '[').replace(/<\/style>/g, ']')).toBe(
      '<meta charSet="utf-8"/>[/app.css][/commons.css][/page.css]<title>T</title>',
    );
  });
});
