/** @jest-environment jsdom */
import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextContext } from 'gatsby-plugin-react-i18next';
import type { I18NextContext } from 'gatsby-plugin-react-i18next/dist/types';
import { HelpMenu } from './help-menu';
import type { MenuNode } from '../../lib/help/help-tree';

const context: I18NextContext = {
  language: 'zh',
  routed: false,
  languages: ['zh', 'en'],
  defaultLanguage: 'zh',
  generateDefaultLanguagePage: false,
  originalPath: '/help/101',
  path: '/help/101',
  siteUrl: '',
};

// The page of article 101 carries its own section; section 2 is outside the page.
const slice: MenuNode[] = [
  { id: 1, title: '新手入门', type: 0, children: [{ id: 101, title: '注册账号', type: 1 }], first: 101 },
  { id: 2, title: '数据分析', type: 0, first: 201 },
];
const full: MenuNode[] = [
  slice[0]!,
  { id: 2, title: '数据分析', type: 0, first: 201, children: [{ id: 201, title: '导出数据', type: 1 }] },
];

const show = () =>
  render(
    <I18nextContext.Provider value={context}>
      <HelpMenu menu={slice} menuFile="/static/help-menu/zh.0123456789abcdef.json" currentId={101} />
    </I18nextContext.Provider>,
  );

describe('the help menu with folders outside the page', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  test('a folder the page carries is an open disclosure; one it does not is a link to its first article', () => {
    show();
    expect(screen.getByRole('button', { name: '新手入门' }).getAttribute('aria-expanded')).toBe('true');
    const outside = screen.getByRole('link', { name: '数据分析' });
    expect(outside.getAttribute('href')).toBe('/help/201');
    expect(outside.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: '导出数据' })).toBeNull();
  });

  test('opening it loads the whole menu once and opens the folder in place', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => full }));
    global.fetch = fetchMock as unknown as typeof fetch;
    show();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: '数据分析' }));
    });
    expect(fetchMock).toHaveBeenCalledWith('/static/help-menu/zh.0123456789abcdef.json');
    expect(screen.getByRole('button', { name: '数据分析' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: '导出数据' }).getAttribute('href')).toBe('/help/201');
    // The page's own section stays as it was.
    expect(screen.getByRole('link', { name: '注册账号' }).getAttribute('aria-current')).toBe('page');
  });
});
