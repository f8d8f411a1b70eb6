import React from 'react';
import type { IconName } from './icon-paths';

export type { IconName };

/** Where the icons are drawn (static/icons.svg, made from icon-paths.ts): one cached file, no path data in scripts. */
export const ICON_SPRITE = '/icons.svg';

/** A stroke icon of the sprite, in the current text colour. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
