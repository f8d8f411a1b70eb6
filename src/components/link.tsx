import type { AnchorHTMLAttributes, ComponentType, Ref } from 'react';
import { Link as I18nLink } from 'gatsby-plugin-react-i18next';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path without language prefix; the link adds the current language's. */
  to: string;
  language?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * gatsby-plugin-react-i18next's Link, which localizes `to`. Re-typed because its published types were
 * written against an older @types/react and demand props no anchor needs.
 */
export const Link = I18nLink as unknown as ComponentType<LinkProps>;
