/** @jest-environment jsdom */
import React from 'react';
import { render, screen } from '@testing-library/react';
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
});
