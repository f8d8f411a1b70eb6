import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextContext } from 'gatsby-plugin-react-i18next';
import type { I18NextContext } from 'gatsby-plugin-react-i18next/dist/types';
import { Link } from './link';

const context = (language: string): I18NextContext => ({
  language,
  routed: true,
  languages: ['zh', 'en'],
  defaultLanguage: 'zh',
  generateDefaultLanguagePage: false,
  originalPath: '/',
  path: '/',
  siteUrl: '',
});

const render = (language: string, element: React.ReactElement) =>
  renderToStaticMarkup(<I18nextContext.Provider value={context(language)}>{element}</I18nextContext.Provider>);

describe('Link', () => {
  test('leads to the page in the current language, without naming it', () => {
    expect(render('zh', <Link to="/help/101">注册账号</Link>)).toBe('<a href="/help/101">注册账号</a>');
    expect(render('en', <Link to="/help/101">Sign up</Link>)).toBe('<a href="/en/help/101">Sign up</a>');
    expect(render('en', <Link to="/">Home</Link>)).toBe('<a href="/en">Home</a>');
  });

  test('a link to the other language says which (hreflang)', () => {
    expect(
      render(
        'zh',
        <Link to="/product" language="en">
          English
        </Link>,
      ),
    ).toBe('<a hrefLang="en" href="/en/product">English</a>');
    expect(
      render(
        'en',
        <Link to="/product" language="zh">
          中文
        </Link>,
      ),
    ).toBe('<a hrefLang="zh-CN" href="/product">中文</a>');
  });
});
