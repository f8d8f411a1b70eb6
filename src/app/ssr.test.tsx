import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { onPreRenderHTML, PAGE_PATH_SCRIPT } from './ssr';

type Args = Parameters<NonNullable<typeof onPreRenderHTML>>[0];

function run(components: React.ReactNode[]): string {
  let replaced: React.ReactNode[] = components;
  onPreRenderHTML!(
    {
      getPostBodyComponents: () => components,
      replacePostBodyComponents: (next: React.ReactNode[]) => (replaced = next),
    } as unknown as Args,
    {} as never,
  );
  return renderToStaticMarkup(<>{replaced}</>);
}

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
