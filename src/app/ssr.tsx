import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { siteConfig } from '../../site.config';
import { htmlLang, languageOfPath } from '../i18n/languages';
import { headScript } from './head-script';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHeadComponents, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: htmlLang(languageOfPath(pathname)) });
  // First in <head>: decides language redirect and edition before anything paints (see head-script.ts).
  setHeadComponents([
    <script key="head-script" dangerouslySetInnerHTML={{ __html: headScript(siteConfig.apiUrl) }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  ]);
};
