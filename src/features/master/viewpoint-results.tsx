import React from 'react';
import { useTranslation } from 'react-i18next';
import { imageData } from '../../components/picture';
import { PagedCards } from '../../components/list/paged-cards';
import { localizedPath, type Language } from '../../i18n/languages';
import { formatDate } from '../../lib/format';
import { listPagePath } from '../../lib/listing';
import type { ViewpointListModel } from './use-viewpoint-list';
import { viewpointQuery } from './viewpoint-filter';
import type { Category, Tutor } from './viewpoint-types';
import * as styles from './master.module.css';

/** The viewpoints the filter keeps, titled by the filter, one page at a time. */
export function ViewpointResults({
  id,
  lang,
  list,
  categories,
  tutors,
}: {
  id: string;
  lang: Language;
  list: ViewpointListModel;
  categories: readonly Category[];
  tutors: readonly Tutor[];
}) {
  const { t } = useTranslation('master');
  const { state, slice, pending, go } = list;
  const name = (tutorId: number) => tutors.find((x) => x.apiId === tutorId)?.name;
  return (
    <section aria-labelledby={`${id}-results`} className={styles.block}>
      <h2 id={`${id}-results`}>
        {state.keyword.trim()
          ? t('results.keyword', { keyword: state.keyword.trim() })
          : state.tutor !== null
            ? t('results.tutor', { name: name(state.tutor) })
            : state.category !== null
              ? categories.find((c) => c.apiId === state.category)?.name
              : t('results.all')}
      </h2>
      <PagedCards
        slice={slice}
        headingLevel="h3"
        cards={slice.items.map((v) => ({
          key: v.apiId,
          to: `/master/${v.apiId}`,
          title: v.title,
          summary: v.summary,
          cover: imageData(v.coverFile),
          eyebrow: (
            <>
              <time dateTime={v.publishedAt}>{formatDate(v.publishedAt, lang)}</time>
              {categories.find((c) => c.apiId === v.categoryId)?.name}
            </>
          ),
          footer: <span>{name(v.tutorId)}</span>,
        }))}
        pending={pending}
        pendingClass={styles.pending}
        empty={t('results.empty', { keyword: state.keyword.trim() })}
        // The plain list's pages are built pages; a filtered list's pages are its query.
        hrefFor={(target) =>
          viewpointQuery({ ...state, page: 1 })
            ? `?${viewpointQuery({ ...state, page: target })}`
            : localizedPath(listPagePath('/master', target), lang)
        }
        onPage={(page) => go({ ...state, page })}
      />
    </section>
  );
}
