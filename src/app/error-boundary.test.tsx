/** @jest-environment jsdom */
import React from 'react';
import { render, screen } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, localizedPath } from '../i18n/languages';
import { PageErrorBoundary } from './error-boundary';

function Boom(): React.ReactElement {
  throw new Error('render failed');
}

describe('PageErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  test('renders the page when nothing fails', () => {
    render(<PageErrorBoundary path="/">fine</PageErrorBoundary>);
    expect(screen.getByText('fine')).toBeTruthy();
  });

  test('shows the error page in the language of the path', () => {
    render(
      <PageErrorBoundary path="/en/news/6">
        <Boom />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/en');
  });

  test('Chinese paths get the Chinese error page', () => {
    render(
      <PageErrorBoundary path="/news/6">
        <Boom />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  test.each(LANGUAGES)('%s: the error page reads its own copy (locales/<lang>/fatal.json)', (lang) => {
    const text = JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../locales/${lang}/fatal.json`), 'utf8')) as Record<string, string>;
    render(
      <PageErrorBoundary path={localizedPath('/news/6', lang)}>
        <Boom />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: text.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: text.home }).getAttribute('href')).toBe(localizedPath('/', lang));
  });
});
