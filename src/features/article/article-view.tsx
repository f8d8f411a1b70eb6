import React, { useMemo, type ReactNode } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from '../../components/picture';
import { Link } from '../../components/link';
import { CardGrid } from '../../components/list/card-grid';
import { useTranslation } from 'react-i18next';
import * as styles from './article-view.module.css';
import { Phrases } from '../../components/phrases';
import { scrollableTables } from '../../lib/prose-tables';

export interface Neighbour {
  id: number;
  title: string;
}

/** A related item, shown as a card: its title, and the summary, date and cover when known. */
export interface RelatedItem extends Neighbour {
  summary?: string;
  eyebrow?: ReactNode;
  cover?: IGatsbyImageData | null;
}

export interface ArticleViewProps {
  kicker?: string;
  title: string;
  meta?: ReactNode;
  cover?: IGatsbyImageData | null;
  html: string;
  /** Where the list lives (e.g. /news); prev/next and related link under it. */
  base?: string;
  prev?: Neighbour | null;
  next?: Neighbour | null;
  related?: RelatedItem[];
  aside?: ReactNode;
  /**
   * A long text's table of contents: between the head and the body on narrow screens, in a sticky column
   * beside the text on wide ones (the legal pages).
   */
  toc?: ReactNode;
  /**
   * Added to the body's class: `cue.tables` (components/scroll-cue.module.css) lays its tables out at full
   * width with a scroll cue. Passed by the pages whose texts have tables and whose CSS budget has room.
   */
  bodyClassName?: string;
  children?: ReactNode;
}

/** A long read: news, blog and expert articles, college items, legal texts. */
export function ArticleView({
  kicker,
  title,
  meta,
  cover,
  html,
  base,
  prev,
  next,
  related,
  aside,
  toc,
  bodyClassName,
  children,
}: ArticleViewProps) {
  const { t } = useTranslation('common');
  // Each table in its own sideways scroll region on a narrow screen, named and focusable (as in help articles).
  const body = useMemo(() => scrollableTables(html, (n) => t('article.table', { n })), [html, t]);
  return (
    <article className={toc ? `${styles.article} ${styles.withToc}` : styles.article}>
      <header className={styles.head}>
        {kicker && <p className={styles.kicker}>{kicker}</p>}
        <h1>
          <Phrases text={title} />
        </h1>
        {meta && <div className={styles.meta}>{meta}</div>}
      </header>
      {cover && <Picture image={cover} alt="" className={styles.cover} priority />}
      {toc && <div className={styles.toc}>{toc}</div>}
      <div className={styles.body}>
        <div className={bodyClassName ? `prose ${bodyClassName}` : 'prose'} dangerouslySetInnerHTML={{ __html: body }} />
        {aside && <aside className={styles.aside}>{aside}</aside>}
      </div>
      {children}
      {base && (prev || next) && (
        <nav className={styles.neighbours} aria-label={`${t('article.prev')} / ${t('article.next')}`}>
          {prev ? (
            <Link to={`${base}/${prev.id}`} rel="prev">
              <span>← {t('article.prev')}</span>
              {prev.title}
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link to={`${base}/${next.id}`} rel="next" className={styles.next}>
              <span>{t('article.next')} →</span>
              {next.title}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
      {base && related && related.length > 0 && (
        <section className={styles.related}>
          <h2>{t('article.related')}</h2>
          <CardGrid
            headingLevel="h3"
            items={related.map((r) => ({
              key: r.id,
              to: `${base}/${r.id}`,
              title: r.title,
              summary: r.summary,
              eyebrow: r.eyebrow,
              cover: r.cover,
            }))}
          />
        </section>
      )}
    </article>
  );
}
