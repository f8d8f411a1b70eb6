// The part of react-i18next the browser bundle uses, for gatsby/webpack.ts to alias `react-i18next` to.
// gatsby-plugin-react-i18next requires the package as CommonJS and re-exports all of it, which keeps
// webpack from dropping what nobody uses (Trans and its HTML parser, the HOCs, the SSR helpers): about
// 3 KB (gzip) on every page. The HTML renderer uses the same part (gatsby/webpack.ts).
export { useTranslation } from 'react-i18next-es/useTranslation.js';
export { I18nextProvider } from 'react-i18next-es/I18nextProvider.js';
export { initReactI18next } from 'react-i18next-es/initReactI18next.js';
export { I18nContext } from 'react-i18next-es/context.js';
export { getI18n, setI18n } from 'react-i18next-es/i18nInstance.js';
