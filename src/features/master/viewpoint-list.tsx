import React, { useId } from 'react';
import type { Language } from '../../i18n/languages';
// Ordering constraint: the page inlines its CSS in the order webpack first meets the stylesheets; the
// tutor list brings picture.module.css, which comes before master.module.css.
import { TutorList } from './tutor-list';
import { CategoryChips, ViewpointLookup } from './viewpoint-lookup';
import { useViewpointList } from './use-viewpoint-list';
import { ViewpointResults } from './viewpoint-results';
import type { Category, ListedViewpoint, Tutor } from './viewpoint-types';

export type { ListedViewpoint, Tutor } from './viewpoint-types';

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
  categories: readonly Category[];
  tutors: readonly Tutor[];
}) {
  const list = useViewpointList(items, categories, tutors, page);
  const id = useId();
  return (
    <>
      <ViewpointLookup id={id} list={list} />
      <CategoryChips id={id} list={list} categories={categories} />
      <TutorList id={id} list={list} items={items} tutors={tutors} />
      <ViewpointResults id={id} lang={lang} list={list} categories={categories} tutors={tutors} />
    </>
  );
}
