import React, { type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import * as styles from '../page-hero.module.css';

/*
 * The pieces the hero drawings are made of, in the product mock-ups' manner (src/features/product): white
 * app cards with a three-dot title bar, grey lines for text, blue and teal for data. Each drawing is its own
 * file, so a page carries only its own (a few hundred bytes).
 */
export const BLUE = '#1f6bff';
export const TEAL = '#14b8a6';
export const AMBER = '#f5a524';
export const SOFT = '#e9eef6';
export const PALE = '#e9f0ff';
export const GREY = '#c9d2e0';
export const INK = '#0b1f44';
/** Secondary words in a drawing: the site's muted text colour (global.css --muted), readable on white. */
export const MUTED = '#5b6678';

/** The drawing's frame: decorative, so screen readers skip it (the band's words say it all). */
export function Art({ children }: { children: ReactNode }) {
  return (
    <svg className={styles.art} viewBox="0 0 480 340" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** A white card; with `bar`, an app window's title bar (three dots and a rule). */
export function Card({ x, y, w, h, bar }: { x: number; y: number; w: number; h: number; bar?: boolean }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx="14" fill="#fff" />
      {bar && (
        <>
          <circle cx={x + 18} cy={y + 17} r="4" fill="#ff6b6b" />
          <circle cx={x + 31} cy={y + 17} r="4" fill="#ffc24b" />
          <circle cx={x + 44} cy={y + 17} r="4" fill="#3ccf8e" />
          <rect x={x} y={y + 33} width={w} height="1" fill={SOFT} />
        </>
      )}
    </g>
  );
}

/**
 * Words in a drawing, a line per entry (SVG text does not wrap, so the copy comes already broken into
 * lines that fit), the first baseline at `y`. The font is the page's: the drawing's words are the page's copy.
 */
export function Words({
  x,
  y,
  lines,
  fill = INK,
  size = 13,
  weight,
  gap = 1.4,
  anchor,
}: {
  x: number;
  y: number;
  lines: string | string[];
  fill?: string;
  size?: number;
  weight?: number;
  /** Line height as a multiple of the size. */
  gap?: number;
  anchor?: 'middle' | 'end';
}) {
  const list = typeof lines === 'string' ? [lines] : lines;
  return (
    <text x={x} y={y} fontSize={size} fontWeight={weight} fill={fill} textAnchor={anchor}>
      {list.map((line, i) => (
        <tspan key={i} x={x} dy={i === 0 ? 0 : Math.round(size * gap)}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** A line of text, drawn as a rounded bar. */
export function Line({ x, y, w, fill = SOFT, h = 8 }: { x: number; y: number; w: number; fill?: string; h?: number }) {
  return <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={fill} />;
}

/** A drawing's words: the object under `key` in the page's copy, shaped as the drawing declares. */
export function artWords<T>(t: TFunction, key = 'art'): T {
  return t(key, { returnObjects: true }) as unknown as T;
}
