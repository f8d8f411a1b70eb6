import React, { type ReactNode } from 'react';
import * as styles from './page-hero.module.css';
import { withTail } from '../tail';

/**
 * The two standard heights of a page's opening band: `landing` for a page that sells or explains (product,
 * research, quality, the sample-size tool…), `list` for a list or an index (templates, news, cases, about, the
 * pricing plans…).
 */
export type HeroSize = 'landing' | 'list';

export interface PageHeroProps {
  /** The title's id, which names the band (`aria-labelledby`). */
  id: string;
  size?: HeroSize;
  /** The line above the title; the home page passes one per edition, as spans. */
  eyebrow?: ReactNode;
  title: ReactNode;
  /**
   * The title's element: the page's h1, or a `p` where the band only names the section a page belongs to
   * (a university-zone item, whose own title is its h1).
   */
  titleAs?: 'h1' | 'p';
  lead?: ReactNode;
  /** Last in the copy: a list page's own links (special topics, job groups), the zone's tags, the panel regions. */
  children?: ReactNode;
  /** Buttons and links under the lead. */
  actions?: ReactNode;
  /** A line under the actions (price, reassurance, date). */
  note?: ReactNode;
  /**
   * The picture in the band's right half: a product mock-up, or a drawing from ./art (hidden on phones).
   * Every landing and list page passes one (e2e/page-hero.spec.ts).
   */
  visual?: ReactNode;
  /** A page's own addition to the band (the home page leaves room under it for its figures card). */
  className?: string;
}

/**
 * The dark, full-bleed opening band of every landing and list page: copy on the left, a picture on the
 * right, at one of two heights. It sits under the transparent header on the pages of SPEC 2.3 (the header
 * turns dark after 60 px), so the header's white text is always on a dark ground; on the others the header
 * is dark anyway.
 */
export function PageHero({
  id,
  size = 'list',
  eyebrow,
  title,
  titleAs: Title = 'h1',
  lead,
  children,
  actions,
  note,
  visual,
  className,
}: PageHeroProps) {
  return (
    <section
      className={`${styles.hero} ${styles[size]}${className ? ` ${className}` : ''}`}
      aria-labelledby={id}
      data-testid="page-hero"
      data-hero-size={size}
    >
      <div className={`container ${styles.inner} ${visual ? styles.withVisual : ''}`}>
        <div className={styles.copy}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <Title id={id} className={styles.title}>
            {title}
          </Title>
          {lead && <p className={styles.lead}>{withTail(lead)}</p>}
          {actions && <div className={styles.actions}>{actions}</div>}
          {note && <p className={styles.note}>{note}</p>}
          {children}
        </div>
        {visual && (
          <div className={styles.visual} data-testid="hero-visual">
            {visual}
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * The class of a decorative picture in the band's right half (the drawings of ./art, the university zone's
 * four images): sized to the band's height, and left out on phones and tablets.
 */
export const heroArtClass = styles.art;

/** A plain link in a band: under a lead, or beside the buttons (the special topics from the template list). */
export const heroLinkClass = styles.headLink;
