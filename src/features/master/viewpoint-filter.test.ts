import {
  filterViewpoints,
  initialViewpointState,
  parseViewpointQuery,
  popularKeywords,
  viewpointQuery,
  type ViewpointListState,
} from './viewpoint-filter';

const items = [
  { apiId: 201, categoryId: 1, tutorId: 1, keywords: ['在线样本库', '抽样', '样本质量'] },
  { apiId: 202, categoryId: 2, tutorId: 2, keywords: ['问卷设计', '样本质量'] },
  { apiId: 203, categoryId: 1, tutorId: 2, keywords: ['配额', '抽样'] },
];
const known = { categories: [1, 2], tutors: [1, 2] };

describe('parseViewpointQuery', () => {
  test.each<[string, ViewpointListState]>([
    ['', initialViewpointState],
    ['category=2', { category: 2, tutor: null, keyword: '', page: 1 }],
    ['tutor=1&page=2', { category: null, tutor: 1, keyword: '', page: 2 }],
    // By tutor wins over by category: the list shows one or the other.
    ['tutor=1&category=2', { category: null, tutor: 1, keyword: '', page: 1 }],
    ['tutor=9&category=7&keyword=%E6%A0%B7%E6%9C%AC', { category: null, tutor: null, keyword: '样本', page: 1 }],
  ])('%j', (search, expected) => {
    expect(parseViewpointQuery(search, known)).toEqual(expected);
  });

  test('round-trips through viewpointQuery', () => {
    const state: ViewpointListState = { category: null, tutor: 2, keyword: '样本', page: 2 };
    expect(parseViewpointQuery(viewpointQuery(state), known)).toEqual(state);
  });
});

describe('filterViewpoints', () => {
  test.each<[Partial<ViewpointListState>, number[]]>([
    [{}, [201, 202, 203]],
    [{ category: 1 }, [201, 203]],
    [{ tutor: 2 }, [202, 203]],
    // Part of a keyword finds it: '样本' finds '样本质量' and '在线样本库'.
    [{ keyword: '样本' }, [201, 202]],
    [{ keyword: '样本质量' }, [201, 202]],
    [{ keyword: '样本', tutor: 2 }, [202]],
    [{ keyword: '加权' }, []],
  ])('%j', (filter, ids) => {
    expect(filterViewpoints(items, { ...initialViewpointState, ...filter }).map((v) => v.apiId)).toEqual(ids);
  });
});

test('popularKeywords: most used first, ties in first-seen order, limited', () => {
  expect(popularKeywords(items, 3)).toEqual(['抽样', '样本质量', '在线样本库']);
});
