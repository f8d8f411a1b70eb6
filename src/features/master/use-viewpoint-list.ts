import { useEffect, useMemo, useState, useTransition } from 'react';
import { useUrlSearch } from '../../components/list/use-url-search';
import { paginate, VIEWPOINTS_PER_PAGE } from '../../lib/listing';
import {
  filterViewpoints,
  initialViewpointState,
  parseViewpointQuery,
  popularKeywords,
  viewpointQuery,
  type ViewpointListState,
} from './viewpoint-filter';
import type { Category, ListedViewpoint, Tutor } from './viewpoint-types';

/**
 * The viewpoint list's state, kept in the query string: the filter, the keyword being typed (`draft`),
 * the page of results and the popular keywords. `go` moves to another state (a transition: the list
 * shows `pending` meanwhile). `page` is the built page's number, which holds until the visitor filters.
 */
export function useViewpointList(
  items: readonly ListedViewpoint[],
  categories: readonly Category[],
  tutors: readonly Tutor[],
  page: number,
) {
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

  const go = (next: ViewpointListState) => {
    setBuiltPage(1);
    startTransition(() => push(viewpointQuery(next)));
  };
  return { state, draft, setDraft, slice, suggestions, pending, go };
}

export type ViewpointListModel = ReturnType<typeof useViewpointList>;
