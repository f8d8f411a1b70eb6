import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { siteConfig } from '../../site.config';
import { htmlLang, languageOfPath } from '../i18n/languages';
import { headScript } from './head-script';

/** Gatsby's per-page loader script, made the same on every page: the path travels in an attribute. */
export const PAGE_PATH_SCRIPT = 'window.pagePath=document.currentScript.getAttribute("data-page-path");';

/**
 * Gatsby writes `window.pagePath="/…"` as an inline script, different on every page, so the CSP would
 * need one hash per page. The same script reading its path from an attribute has one hash for the whole
 * site (gatsby/on-post-build.ts writes it into the policy).
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  const components = getPostBodyComponents() as React.ReactElement<{ id?: string; dangerouslySetInnerHTML?: { __html: string } }>[];
  replacePostBodyComponents(
    components.map((component) => {
      if (component?.props?.id !== 'gatsby-script-loader') return component;
      const inner = component.props.dangerouslySetInnerHTML?.__html ?? '';
      const pagePath = /window\.pagePath=("(?:[^"\\]|\\.)*")/.exec(inner)?.[1];
      if (!pagePath || inner.replace(/window\.pagePath="(?:[^"\\]|\\.)*";/, '') !== '/*<![CDATA[*//*]]>*/') {
        throw new Error(`gatsby-script-loader changed (${inner.slice(0, 80)}): update onPreRenderHTML in src/app/ssr.tsx`);
      }
      return (
        <script
          key="script-loader"
          id="gatsby-script-loader"
          data-page-path={JSON.parse(pagePath) as string}
          dangerouslySetInnerHTML={{ __html: PAGE_PATH_SCRIPT }}
        />
      );
    }),
  );
};

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHeadComponents, setHtmlAttributes }) => {
  // The stylesheets' hash (gatsby/webpack.ts): a CSS-only edit must render every page again.
  setHtmlAttributes({ lang: htmlLang(languageOfPath(pathname)), ...({ 'data-styles': process.env.STYLES_FINGERPRINT } as object) });
  // First in <head>: decides language redirect and edition before anything paints (see head-script.ts).
  setHeadComponents([
    <script key="head-script" dangerouslySetInnerHTML={{ __html: headScript(siteConfig.apiUrl) }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  ]);
};
