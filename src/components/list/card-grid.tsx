import React, { type ReactNode } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Link } from '../link';
import { Picture } from '../picture';
import * as styles from './list.module.css';
import { Phrases } from '../phrases';

export interface CardItem {
  key: string | number;
  to: string;
  title: string;
  summary?: string;
  cover?: IGatsbyImageData | null;
  /** Above the title: a date, a category. */
  eyebrow?: ReactNode;
  /** Below the summary: times used, an author. */
  footer?: ReactNode;
}

/**
 * Cards of a list page: cover, title (the link, stretched over the card), summary and a meta line. With
 * `eagerFirst` (a list at the top of its page) the first cover loads at once: it is the page's largest
 * paint on a phone, and a lazy image waits for layout before it is even asked for.
 */
export function CardGrid({
  items,
  headingLevel = 'h2',
  className,
  eagerFirst = false,
}: {
  items: CardItem[];
  headingLevel?: 'h2' | 'h3';
  className?: string;
  eagerFirst?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <ul className={`${styles.grid}${className ? ` ${className}` : ''}`}>
      {items.map((item, index) => (
        <li key={item.key} className={styles.card}>
          <div className={styles.media}>
            {item.cover && <Picture image={item.cover} alt="" className={styles.image} priority={eagerFirst && index === 0} />}
          </div>
          <div className={styles.body}>
            {item.eyebrow && <div className={styles.eyebrow}>{item.eyebrow}</div>}
            <Heading className={styles.title}>
              <Link to={item.to} className={styles.stretched}>
                <Phrases text={item.title} />
              </Link>
            </Heading>
            {item.summary && <p className={styles.summary}>{item.summary}</p>}
            {item.footer && <div className={styles.footer}>{item.footer}</div>}
          </div>
        </li>
      ))}
    </ul>
  );
}
