import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { siteConfig } from '../../site.config';
import { htmlLang, languageOfPath } from '../i18n/languages';
import { headScript } from './head-script';
import { isLaterStylesHref } from '../lib/later-styles';

/** Gatsby's per-page loader script, made the same on every page: the path travels in an attribute. */
export const PAGE_PATH_SCRIPT = 'window.pagePath=document.currentScript.getAttribute("data-page-path");';

/**
 * Gatsby writes `window.pagePath="/…"` as an inline script, different on every page, so the CSP would
 * need one hash per page. The same script reading its path from an attribute has one hash for the whole
 * site (gatsby/on-post-build.ts writes it into the policy).
 */
type HeadElement = React.ReactElement<{ 'data-href'?: string; 'data-identity'?: string }> | null | undefined;

const isInlinedStyle = (c: HeadElement) => c?.type === 'style' && c.props['data-identity'] === 'gatsby-global-css';

/**
 * Gatsby inlines the CSS of each chunk of the page as a <style> in <head>, but in the reverse of the
 * chunks' order: the app's (global.css) last, a page's own CSS before the shared components' it builds
 * on. With the site's CSS in one file that did not matter; split per page (gatsby/webpack.ts) a rule
 * of global.css would then win over a component's rule of the same specificity. Puts them back in the
 * chunks' order (the app's first, as webpack orders them when a page loads in the browser), and leaves
 * out the later stylesheets, which a page links just before what they style (src/lib/later-styles.ts).
 */
export function orderInlinedStyles(head: HeadElement[]): HeadElement[] {
  const styles = head.filter(isInlinedStyle).reverse();
  return head.map((c) => (isInlinedStyle(c) ? styles.shift() : c)).filter((c) => !isLaterStylesCopy(c));
}

/** Whether a head element is Gatsby's inlined copy of a later stylesheet (linked in the body instead). */
export function isLaterStylesCopy(component: HeadElement): boolean {
  const href = component?.type === 'style' ? component.props['data-href'] : undefined;
  return typeof href === 'string' && isLaterStylesHref(href);
}

/**
 * The head elements gatsby-plugin-image adds to every page (its `onRenderBody`): the styles and the
 * load-event script of `<GatsbyImage>`'s markup. No page renders that component: `Picture`
 * (src/components/picture.tsx) draws the plugin's image data as plain `<picture>` markup with its own CSS.
 * The plugin stays for its build side (the `gatsbyImageData` resolver); its 1.2 KB per page goes.
 * `gatsby/image-markup.built.test.ts` fails when a built page carries GatsbyImage's markup after all.
 */
export const GATSBY_IMAGE_HEAD_KEYS: readonly string[] = ['gatsby-image-style', 'gatsby-image-style-noscript', 'gatsby-image-style-script'];

const isGatsbyImageHead = (c: HeadElement) => c != null && GATSBY_IMAGE_HEAD_KEYS.includes(String(c.key));

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents(orderInlinedStyles((getHeadComponents() as HeadElement[]).filter((c) => !isGatsbyImageHead(c))));

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
