import 'i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    // t() never answers null here (returnNull: false in gatsby-config), so it types as a string.
    returnNull: false;
  }
}
