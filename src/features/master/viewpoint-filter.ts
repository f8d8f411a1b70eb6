import { matchesText, positiveInt } from '../../lib/listing';

export interface FilterableViewpoint {
  apiId: number;
  categoryId: number;
  tutorId: number;
  keywords: readonly string[];
}

/** What /master shows; the query string carries it (`?tutor=2&keyword=样本&page=2`). */
export interface ViewpointListState {
  /** By category or by tutor (SPEC 2.6): choosing one clears the other. */
  category: number | null;
  tutor: number | null;
  /** The keyword lookup (SPEC 7 `/viewpoint/keyword/{keyword}`): part of a keyword matches. */
  keyword: string;
  page: number;
}

export const initialViewpointState: ViewpointListState = { category: null, tutor: null, keyword: '', page: 1 };

/** Reads the state; ids that do not exist are dropped, so a stale link still opens a list. */
export function parseViewpointQuery(
  search: string,
  known: { categories: readonly number[]; tutors: readonly number[] },
): ViewpointListState {
  const params = new URLSearchParams(search);
  const category = positiveInt(params.get('category'), 0);
  const tutor = positiveInt(params.get('tutor'), 0);
  const byTutor = known.tutors.includes(tutor);
  return {
    category: !byTutor && known.categories.includes(category) ? category : null,
    tutor: byTutor ? tutor : null,
    keyword: (params.get('keyword') ?? '').slice(0, 50),
    page: positiveInt(params.get('page'), 1),
  };
}

export function viewpointQuery(state: ViewpointListState): string {
  const params = new URLSearchParams();
  if (state.keyword.trim()) params.set('keyword', state.keyword.trim());
  if (state.category !== null) params.set('category', String(state.category));
  if (state.tutor !== null) params.set('tutor', String(state.tutor));
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

export function filterViewpoints<T extends FilterableViewpoint>(items: readonly T[], state: Omit<ViewpointListState, 'page'>): T[] {
  return items.filter(
    (v) =>
      (state.category === null || v.categoryId === state.category) &&
      (state.tutor === null || v.tutorId === state.tutor) &&
      matchesText(v.keywords, state.keyword),
  );
}

/** Every keyword once, most used first (ties in first-seen order): the lookup's suggestions. */
export function popularKeywords(items: readonly { keywords: readonly string[] }[], limit: number): string[] {
  const counts = new Map<string, number>();
  for (const item of items) for (const k of item.keywords) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([k]) => k);
}
