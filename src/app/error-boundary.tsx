import React, { Component, type ErrorInfo, type ReactNode } from 'react';
import { languageOfPath, localizedPath, type Language } from '../i18n/languages';

interface Text {
  title: string;
  text: string;
  home: string;
  failed: string;
  goHome: string;
}

/** Its own copy, not i18next's: it must show when everything else has failed. */
const TEXT: Record<Language, Text> = {
  zh: { title: '出错了', text: '页面显示时发生错误，请刷新重试。', home: '返回首页', failed: '显示错误页面时出错', goHome: '回到首页' },
  en: {
    title: 'Error',
    text: 'Something went wrong while showing this page. Please reload and try again.',
    home: 'Back to the home page',
    failed: 'An error occurred while showing the error page',
    goHome: 'Go back to home',
  },
};

const homeOf = (lang: Language) => localizedPath('/', lang);

/** The last resort: plain markup, no hooks, no styles that could fail again (SPEC 8). */
function ErrorPageFailed({ lang }: { lang: Language }) {
  return (
    <div role="alert" style={{ padding: '80px 24px', textAlign: 'center', fontFamily: 'sans-serif' }}>
      <h1>{TEXT[lang].failed}</h1>
      <a href={homeOf(lang)}>{TEXT[lang].goHome}</a>
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
    const t = TEXT[lang];
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
