import React, { Component, type ErrorInfo, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES, languageOfPath, localizedPath, type Language } from '../i18n/languages';

interface Text {
  title: string;
  text: string;
  home: string;
  failed: string;
  goHome: string;
}

/**
 * Its own copy (locales/<lang>/fatal.json), not i18next's: it must show when everything else has failed.
 * Every language's file is bundled with this module (webpack's eager mode makes no request), and is in
 * place before the first render.
 */
const TEXT: Partial<Record<Language, Text>> = {};
for (const lang of LANGUAGES) {
  void import(/* webpackMode: "eager" */ `../../locales/${lang}/fatal.json`).then((mod: { default?: Text } & Text) => {
    TEXT[lang] = mod.default ?? mod;
  });
}
const textOf = (lang: Language): Text => TEXT[lang] ?? TEXT[DEFAULT_LANGUAGE]!;

const homeOf = (lang: Language) => localizedPath('/', lang);

/** The last resort: plain markup, no hooks, no styles that could fail again (SPEC 8). */
function ErrorPageFailed({ lang }: { lang: Language }) {
  return (
    <div role="alert" style={{ padding: '80px 24px', textAlign: 'center', fontFamily: 'sans-serif' }}>
      <h1>{textOf(lang).failed}</h1>
      <a href={homeOf(lang)}>{textOf(lang).goHome}</a>
    </div>
  );
}

class Inner extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Catches a page that throws while rendering and shows the error page (status 500, message 'Error', a way
 * home). If showing that fails too, the plain 'An error occurred while showing the error page'.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode; path: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('page failed to render', error, info.componentStack);
  }

  override componentDidUpdate(prev: { path: string }) {
    // Navigating elsewhere gives the next page its chance.
    if (prev.path !== this.props.path && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const lang = languageOfPath(this.props.path);
    const t = textOf(lang);
    return (
      <Inner fallback={<ErrorPageFailed lang={lang} />}>
        <div
          role="alert"
          data-testid="error-page"
          data-status="500"
          style={{ maxWidth: 640, margin: '0 auto', padding: '120px 24px', textAlign: 'center' }}
        >
          <p style={{ fontSize: 72, fontWeight: 800, margin: 0, color: '#1f6bff' }}>500</p>
          <h1>{t.title}</h1>
          <p>{t.text}</p>
          <a className="btn btn-primary" href={homeOf(lang)}>
            {t.home}
          </a>
        </div>
      </Inner>
    );
  }
}
