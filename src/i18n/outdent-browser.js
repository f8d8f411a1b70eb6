// outdent for the browser bundle (gatsby/webpack.ts aliases the package to this file there). Its one
// caller is gatsby-plugin-react-i18next's console message for a page built without translations; the
// package, kept whole because the plugin requires it as CommonJS, was 0.8 KB (gzip) on every page. The
// message keeps its words, without outdent's trimming of their indentation.
export default function outdent(strings, ...values) {
  return strings.reduce((text, part, i) => `${text}${String(values[i - 1])}${part}`);
}
