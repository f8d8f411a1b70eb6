import { filterTemplates, initialTemplateState, parseTemplateQuery, templateQuery, type TemplateListState } from './template-filter';

const categories = [
  { apiId: 1, kind: 'topic', name: '客户满意度' },
  { apiId: 24, kind: 'scene', name: 'NPS 净推荐值' },
  { apiId: 41, kind: 'industry', name: '零售电商' },
];
const templates = [
  { apiId: 1001, name: '门店顾客满意度调查', description: '了解顾客在门店的真实购物体验', categoryIds: [1, 24, 41] },
  { apiId: 1002, name: 'Employee engagement survey', description: 'eNPS and engagement drivers', categoryIds: [2, 24] },
  { apiId: 1003, name: '课程评价', description: '教学质量反馈', categoryIds: [6, 43] },
];

describe('parseTemplateQuery', () => {
  test.each<[string, TemplateListState]>([
    ['', initialTemplateState],
    ['kind=scene', { kind: 'scene', category: null, page: 1, q: '' }],
    ['category=41&page=2', { kind: 'industry', category: 41, page: 2, q: '' }],
    // The category decides its tab, whatever kind says.
    ['kind=topic&category=24', { kind: 'scene', category: 24, page: 1, q: '' }],
    ['category=999', { kind: 'topic', category: null, page: 1, q: '' }],
    ['kind=bogus&page=-1&q=%E6%BB%A1%E6%84%8F', { kind: 'topic', category: null, page: 1, q: '满意' }],
    [`q=${'x'.repeat(80)}`, { kind: 'topic', category: null, page: 1, q: 'x'.repeat(50) }],
  ])('%j', (search, expected) => {
    expect(parseTemplateQuery(search, categories)).toEqual(expected);
  });
});

describe('templateQuery', () => {
  test.each<[TemplateListState, string]>([
    [initialTemplateState, ''],
    [{ kind: 'scene', category: null, page: 1, q: '' }, 'kind=scene'],
    [{ kind: 'industry', category: 41, page: 3, q: '' }, 'category=41&page=3'],
    [{ kind: 'topic', category: null, page: 2, q: ' nps ' }, 'q=nps&page=2'],
  ])('%j → %j', (state, expected) => {
    expect(templateQuery(state)).toBe(expected);
  });

  test('round-trips through parseTemplateQuery', () => {
    const state: TemplateListState = { kind: 'scene', category: 24, page: 2, q: '满意度' };
    expect(parseTemplateQuery(templateQuery(state), categories)).toEqual(state);
  });
});

describe('filterTemplates', () => {
  test.each<[number | null, string, number[]]>([
    [null, '', [1001, 1002, 1003]],
    [24, '', [1001, 1002]],
    [41, '', [1001]],
    [null, '满意', [1001]],
    [null, 'ENPS', [1002]],
    [24, '满意', [1001]],
    [6, 'nps', []],
  ])('category %s, keyword %j', (category, q, ids) => {
    expect(filterTemplates(templates, { category, q }).map((t) => t.apiId)).toEqual(ids);
  });
});
