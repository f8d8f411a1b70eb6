import { matchesText, positiveInt } from '../../lib/listing';

/** The three tabs of the template list (SPEC 2.6), in order; the API's category kinds. */
export const TEMPLATE_KINDS = ['topic', 'scene', 'industry'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** Categories shown in a tab's row before 'More'. */
export const CATEGORIES_BEFORE_MORE = 4;

export interface TemplateCategory {
  apiId: number;
  kind: string;
  name: string;
}

export interface FilterableTemplate {
  apiId: number;
  name: string;
  description: string;
  categoryIds: readonly number[];
}

/** What the list shows; the URL's query string carries it (`?kind=scene&category=24&page=2&q=nps`). */
export interface TemplateListState {
  kind: TemplateKind;
  /** null: every template of the tab, which is every template. */
  category: number | null;
  page: number;
  q: string;
}

export const initialTemplateState: TemplateListState = { kind: 'topic', category: null, page: 1, q: '' };

const MAX_QUERY = 50;

/**
 * Reads the list state from a query string. A category decides its own tab; an unknown category, kind or
 * page falls back to the default, so an edited or stale link still opens a list.
 */
export function parseTemplateQuery(search: string, categories: readonly TemplateCategory[]): TemplateListState {
  const params = new URLSearchParams(search);
  const kindParam = params.get('kind');
  let kind: TemplateKind = (TEMPLATE_KINDS as readonly string[]).includes(kindParam ?? '') ? (kindParam as TemplateKind) : 'topic';
  const categoryId = positiveInt(params.get('category'), 0);
  const category = categories.find((c) => c.apiId === categoryId) ?? null;
  if (category && (TEMPLATE_KINDS as readonly string[]).includes(category.kind)) kind = category.kind as TemplateKind;
  return {
    kind,
    category: category ? category.apiId : null,
    page: positiveInt(params.get('page'), 1),
    q: (params.get('q') ?? '').slice(0, MAX_QUERY),
  };
}

/** The query string of a state, without defaults ('' for the unfiltered first page). */
export function templateQuery(state: TemplateListState): string {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.category !== null) params.set('category', String(state.category));
  else if (state.kind !== 'topic') params.set('kind', state.kind);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** The templates a state selects: in the category (if any) and matching the keyword in name or description. */
export function filterTemplates<T extends FilterableTemplate>(
  templates: readonly T[],
  state: Pick<TemplateListState, 'category' | 'q'>,
): T[] {
  return templates.filter(
    (t) => (state.category === null || t.categoryIds.includes(state.category)) && matchesText([t.name, t.description], state.q),
  );
}
