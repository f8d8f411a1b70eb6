import React, { useEffect, useId, useMemo, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageSource } from '../../components/picture';
import { imageData, Picture } from '../../components/picture';
import { CardGrid } from '../../components/list/card-grid';
import { ListStatus } from '../../components/list/list-status';
import { Pager } from '../../components/list/pager';
import { useUrlSearch } from '../../components/list/use-url-search';
import { localizedPath, type Language } from '../../i18n/languages';
import { formatDate } from '../../lib/format';
import { listPagePath, paginate } from '../../lib/listing';
import {
  VIEWPOINTS_PER_PAGE,
  filterViewpoints,
  initialViewpointState,
  parseViewpointQuery,
  popularKeywords,
  viewpointQuery,
  type FilterableViewpoint,
  type ViewpointListState,
} from './viewpoint-filter';
import * as styles from './master.module.css';

export interface ListedViewpoint extends FilterableViewpoint {
  title: string;
  summary: string;
  publishedAt: string;
  coverFile: ImageSource | null;
}
export interface Tutor {
  apiId: number;
  name: string;
  title: string;
  expertise: readonly string[];
  avatarFile: ImageSource | null;
}

/** Expert viewpoints by category and by tutor, with the keyword lookup; the state lives in the query string. */
export function ViewpointList({
  lang,
  items,
  categories,
  tutors,
  page = 1,
}: {
  lang: Language;
  /** The page this built page shows (`/master/page/N`) when the query names none. */
  page?: number;
  items: readonly ListedViewpoint[];
  categories: readonly { apiId: number; name: string }[];
  tutors: readonly Tutor[];
}) {
  const { t } = useTranslation('master');
  const [search, push] = useUrlSearch();
  const [pending, startTransition] = useTransition();
  const known = useMemo(() => ({ categories: categories.map((c) => c.apiId), tutors: tutors.map((x) => x.apiId) }), [categories, tutors]);
  // The built page's number holds until the visitor filters (the filtered list lives on /master).
  const [builtPage, setBuiltPage] = useState(page);
  const state = useMemo(
    () => (search ? parseViewpointQuery(search, known) : { ...initialViewpointState, page: builtPage }),
    [search, known, builtPage],
  );
  const [draft, setDraft] = useState(state.keyword);
  useEffect(() => setDraft(state.keyword), [state.keyword]);
  const slice = paginate(filterViewpoints(items, state), state.page, VIEWPOINTS_PER_PAGE);
  const suggestions = useMemo(() => popularKeywords(items, 8), [items]);
  const id = useId();

  const go = (next: ViewpointListState) => {
    setBuiltPage(1);
    startTransition(() => push(viewpointQuery(next)));
  };
  const name = (tutorId: number) => tutors.find((x) => x.apiId === tutorId)?.name;

  return (
    <>
      {/* A search landmark, not a <form>: the lookup runs on the build's data in the browser, so there is
          nothing to send anywhere (every <form> of the site posts to the API). Enter looks up, as the button. */}
      <div className={styles.lookup} role="search">
        <label htmlFor={`${id}-k`}>{t('lookup.label')}</label>
        <div className={styles.lookupRow}>
          <input
            id={`${id}-k`}
            type="search"
            value={draft}
            maxLength={50}
            placeholder={t('lookup.placeholder')}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
              e.preventDefault();
              go({ ...state, keyword: draft, page: 1 });
            }}
          />
          <button type="button" className="btn btn-primary" onClick={() => go({ ...state, keyword: draft, page: 1 })}>
            {t('lookup.submit')}
          </button>
        </div>
        <div className={styles.suggestions}>
          <span>{t('lookup.popular')}</span>
          {suggestions.map((k) => (
            <button key={k} type="button" onClick={() => go({ ...state, keyword: k, page: 1 })}>
              {k}
            </button>
          ))}
        </div>
      </div>

      <section aria-labelledby={`${id}-cat`} className={styles.block}>
        <h2 id={`${id}-cat`}>{t('byCategory')}</h2>
        <ul className={styles.chips}>
          <li>
            <button
              type="button"
              aria-pressed={state.category === null && state.tutor === null}
              onClick={() => go({ ...state, category: null, tutor: null, page: 1 })}
            >
              {t('all')}
            </button>
          </li>
          {categories.map((c) => (
            <li key={c.apiId}>
              <button
                type="button"
                aria-pressed={state.category === c.apiId}
                onClick={() => go({ ...state, category: c.apiId, tutor: null, page: 1 })}
              >
                {c.name}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${id}-tutors`} className={styles.block}>
        <h2 id={`${id}-tutors`}>{t('byTutor')}</h2>
        <ul className={styles.tutors}>
          {tutors.map((tutor) => {
            const avatar = imageData(tutor.avatarFile);
            const count = items.filter((v) => v.tutorId === tutor.apiId).length;
            return (
              <li key={tutor.apiId}>
                <button
                  type="button"
                  aria-pressed={state.tutor === tutor.apiId}
                  onClick={() => go({ ...state, tutor: state.tutor === tutor.apiId ? null : tutor.apiId, category: null, page: 1 })}
                >
                  {avatar && <Picture image={avatar} alt="" className={styles.avatar} />}
                  <span className={styles.tutorText}>
                    <strong>{tutor.name}</strong>
                    <span className={styles.tutorTitle}>{tutor.title}</span>
                    <span className={styles.fields}>
                      {tutor.expertise.map((f) => (
                        <span key={f}>{f}</span>
                      ))}
                    </span>
                    <span className={styles.count}>{t('articles', { count })}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>

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
        <div aria-busy={pending} className={pending ? styles.pending : undefined}>
          {slice.total > 0 && (
            <CardGrid
              headingLevel="h3"
              items={slice.items.map((v) => ({
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
            />
          )}
        </div>
        <ListStatus
          loading={pending}
          total={slice.total}
          page={slice.page}
          pageCount={slice.pageCount}
          empty={t('results.empty', { keyword: state.keyword.trim() })}
        />
        <Pager
          page={slice.page}
          pageCount={slice.pageCount}
          // The plain list's pages are built pages; a filtered list's pages are its query.
          hrefFor={(target) =>
            viewpointQuery({ ...state, page: 1 })
              ? `?${viewpointQuery({ ...state, page: target })}`
              : localizedPath(listPagePath('/master', target), lang)
          }
          onPage={(page) => go({ ...state, page })}
        />
      </section>
    </>
  );
}
